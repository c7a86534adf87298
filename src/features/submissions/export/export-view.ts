import type { Question, Submission } from '@/api/schemas';
import type { ResponseView } from '@/response-set/view';

/** What the submissions page shows, handed to the export so that it writes what the user sees. */
export type ExportView = {
  /** The rows that match the view, in the order shown (already tab-filtered, searched, filtered, sorted). */
  rows: readonly Submission[];
  /** The columns shown, in the order shown. */
  columns: readonly Question[];
  /** Every question of the form (deleted ones too). */
  questions: readonly Question[];
  /** What the rows are: for the JSON header and the file name. */
  view: ResponseView;
  /** True when the response set holds every response of the tab (then "Export all" needs no request). */
  complete: boolean;
  /** Every loaded response of the tab, newest first (for "Export all" when complete). */
  tabRows: readonly Submission[];
};
