import { Switch } from '@mantine/core';
import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { ColumnSettings } from '@/features/submissions/columns/picker/column-settings';
import type { ColumnPrefs } from '@/features/submissions/columns/column-prefs';
import { ExportMenu } from '@/features/submissions/export/dialog/export-menu';
import type { ExportView } from '@/features/submissions/export/export-view';

type Props = {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  /** Every question of the form, deleted ones too: the export's columns. */
  formQuestions: Question[];
  /** The questions the column settings choose among. */
  columnQuestions: Question[];
  selected: Submission[];
  columns: { prefs: ColumnPrefs; onChange: (prefs: ColumnPrefs) => void; onReset: () => void };
  deleted: { count: number; shown: boolean; onChange: (shown: boolean) => void };
  canExport: boolean;
  /** The total shown for this filter, handed to the export. */
  total: number | undefined;
  /** The rows and columns on show, when they come from the response set. */
  exportView?: ExportView;
};

/** The table's own controls, at the end of the page's bar: deleted questions, columns, export. */
export function TableActions({
  form,
  filter,
  formQuestions,
  columnQuestions,
  selected,
  columns,
  deleted,
  canExport,
  total,
  exportView,
}: Props) {
  return (
    <>
      {deleted.count > 0 && (
        <Switch
          size="xs"
          label={`Show ${deleted.count} deleted question${deleted.count === 1 ? '' : 's'}`}
          checked={deleted.shown}
          onChange={(event) => deleted.onChange(event.currentTarget.checked)}
        />
      )}
      <ColumnSettings
        questions={columnQuestions}
        prefs={columns.prefs}
        onChange={columns.onChange}
        onReset={columns.onReset}
      />
      <ExportMenu
        form={form}
        filter={filter}
        questions={formQuestions}
        selected={selected}
        expectedTotal={total}
        view={exportView}
        disabled={!canExport}
      />
    </>
  );
}
