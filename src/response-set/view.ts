import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { applyFilters } from './apply-filters';
import type { Filter } from './filters';
import { type SearchIndex, searchTerms } from './search';
import { keepSort, keptSort } from './kept-sorts';
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

/** Each set's tabs, as a set of rows is not changed but replaced (a new set, a new array). */
const tabsOf = new WeakMap<readonly Submission[], Map<SubmissionFilter, readonly Submission[]>>();

/**
 * The rows of one tab of a set, newest first: the same array for the same set and tab, so that
 * what is kept per list (the search's packed sieves, a sorted order) is found again.
 */
export function tabOf(rows: readonly Submission[], tab: SubmissionFilter): readonly Submission[] {
  if (tab === 'all') return rows;
  let tabs = tabsOf.get(rows);
  if (tabs === undefined) {
    tabs = new Map();
    tabsOf.set(rows, tabs);
  }
  let held = tabs.get(tab);
  if (held === undefined) {
    held = rows.filter((row) => inTab(row, tab));
    tabs.set(tab, held);
  }
  return held;
}

/**
 * The rows of a view, in the order shown: the tab, then the search, then the filters (the
 * cheapest narrowing first), then the sort. Rows come in newest first and stay so unsorted.
 *
 * A sort of a whole tab (nothing searched or filtered yet, or worked out ahead in idle time) is
 * kept for the set: the searches and filters that follow under the same sort narrow that order,
 * which keeps it, instead of sorting again, and going back to a sort is instant. A narrowed view
 * sorts only what it keeps.
 */
export function applyView(
  rows: readonly Submission[],
  questions: readonly Question[],
  view: ResponseView,
  index: SearchIndex,
): readonly Submission[] {
  const narrow = (from: readonly Submission[]) =>
    applyFilters(index.filter(from, searchTerms(view.search)), view.filters, questions);
  const kept = view.sort ? keptSort(rows, questions, view.tab, view.sort) : undefined;
  if (kept) return narrow(kept);
  const tabbed = tabOf(rows, view.tab);
  const found = narrow(tabbed);
  if (!view.sort) return found;
  const sorted = sortRows(found, view.sort, questions);
  if (found.length === tabbed.length) keepSort(rows, questions, view.tab, view.sort, sorted);
  return sorted;
}
