import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { applyFilters } from './apply-filters';
import type { Filter } from './filters';
import { type SearchIndex, searchTerms } from './search';
import { type SortSpec, sortRows } from './sort';

/** What the table shows of a form's responses: everything here is in the URL. */
export type ResponseView = {
  tab: SubmissionFilter;
  search: string;
  sort: SortSpec | null;
  filters: Filter[];
};

export const EMPTY_VIEW: ResponseView = { tab: 'completed', search: '', sort: null, filters: [] };

/** True when the view narrows or reorders the rows beyond the tab (the API cannot do that). */
export function isRefined(view: ResponseView): boolean {
  return searchTerms(view.search).length > 0 || view.sort !== null || view.filters.length > 0;
}

export function inTab(row: Submission, tab: SubmissionFilter): boolean {
  return tab === 'all' || row.is_partial === (tab === 'partial');
}

/**
 * Whether a set gives a view's rows, in place of the API's pages: it holds the tab (every
 * response, or the completed ones that a key without partial access gets) and is complete, or
 * the view is refined (searched, sorted or filtered over what is loaded so far).
 */
export function servesView(
  set: { scope: SubmissionFilter; complete: boolean } | undefined,
  tab: SubmissionFilter,
  view: ResponseView,
): boolean {
  const covers = set !== undefined && (set.scope === 'all' || tab === 'completed');
  return covers && (set.complete || isRefined(view));
}

/** The rows of one tab of a set, newest first (the set's own array for `all`). */
export function tabOf(rows: readonly Submission[], tab: SubmissionFilter): readonly Submission[] {
  return tab === 'all' ? rows : rows.filter((row) => inTab(row, tab));
}

/**
 * The rows of a view, in the order shown: the tab, then the search, then the filters, then the
 * sort. Rows come in newest first and stay so unsorted.
 */
export function applyView(
  rows: readonly Submission[],
  questions: readonly Question[],
  view: ResponseView,
  index: SearchIndex,
): readonly Submission[] {
  const tabbed = tabOf(rows, view.tab);
  const found = applyFilters(
    index.filter(tabbed, searchTerms(view.search)),
    view.filters,
    questions,
  );
  return view.sort ? sortRows(found, view.sort, questions) : found;
}
