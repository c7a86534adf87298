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

/** Sorted tabs kept per set of rows (a new set, a new array): the last few sorts asked for. */
const sortedTabs = new WeakMap<
  readonly Submission[],
  { questions: readonly Question[]; orders: Map<string, readonly Submission[]> }
>();
const SORTS_KEPT = 4;

function sortedTab(rows: readonly Submission[], questions: readonly Question[], key: string) {
  let held = sortedTabs.get(rows);
  if (held?.questions !== questions) {
    held = { questions, orders: new Map() };
    sortedTabs.set(rows, held);
  }
  return {
    order: held.orders.get(key),
    keep(order: readonly Submission[]) {
      held.orders.set(key, order);
      if (held.orders.size > SORTS_KEPT) held.orders.delete(held.orders.keys().next().value!);
    },
  };
}

/**
 * The rows of a view, in the order shown: the tab, then the search, then the filters (the
 * cheapest narrowing first), then the sort. Rows come in newest first and stay so unsorted.
 *
 * A sort of most of a tab sorts the whole tab once and keeps that order for the set: the next
 * searches and filters under the same sort narrow it (they keep the order of what they narrow)
 * instead of sorting again, and going back to a sort is instant.
 */
export function applyView(
  rows: readonly Submission[],
  questions: readonly Question[],
  view: ResponseView,
  index: SearchIndex,
): readonly Submission[] {
  const narrow = (from: readonly Submission[]) =>
    applyFilters(index.filter(from, searchTerms(view.search)), view.filters, questions);
  const tabbed = view.tab === 'all' ? rows : rows.filter((row) => inTab(row, view.tab));
  if (!view.sort) return narrow(tabbed);
  const { column, direction } = view.sort;
  const sorted = sortedTab(rows, questions, `${view.tab} ${direction} ${column}`);
  if (sorted.order) return narrow(sorted.order);
  const kept = narrow(tabbed);
  // A few rows sort faster on their own than the whole tab does.
  if (kept.length * 4 < tabbed.length) return sortRows(kept, view.sort, questions);
  const order = sortRows(tabbed, view.sort, questions);
  sorted.keep(order);
  if (kept.length === tabbed.length) return order;
  const keptSet = new Set(kept);
  return order.filter((row) => keptSet.has(row));
}
