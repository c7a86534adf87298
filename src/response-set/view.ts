import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { applyFilters, type Filter } from './filters';
import { type SearchIndex, searchTerms } from './search';
import { type SortSpec, sortRows } from './sort';

/** What the table shows of a form's responses: everything here is kept in the URL. */
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
 * The rows of a view, in the order shown: the tab, then the search, then the filters (the
 * cheapest narrowing first), then the sort. Rows come in newest first and stay so unsorted.
 */
export function applyView(
  rows: readonly Submission[],
  questions: readonly Question[],
  view: ResponseView,
  index: SearchIndex,
): Submission[] {
  const tabbed = view.tab === 'all' ? rows : rows.filter((row) => inTab(row, view.tab));
  const found = index.filter(tabbed, searchTerms(view.search));
  const kept = applyFilters(found, view.filters, questions);
  return view.sort ? sortRows(kept, view.sort, questions) : kept;
}
