import type { Question, Submission } from '@/api/schemas';
import { applyFilters } from '@/response-set/apply-filters';
import type { Filter } from '@/response-set/filters';
import { type ChiSquareResult, chiSquareTest } from './chi-square';
import type { QuestionStat } from './question-stat';
import type { CountItem } from './types';

/** A category of a cross-tab: a bar of the question's chart and the filter that finds it. */
export type Category = { label: string; filter: Filter };

/**
 * The categories a question can be cross-tabulated by, as its chart shows them (options,
 * ratings and scale steps, yes/no, hours, dates by week or month), or null for a question
 * with no categories (numbers, texts, files, payments, rankings).
 */
export function categoriesOf(
  stat: QuestionStat,
): { categories: Category[]; multi: boolean } | null {
  const withFilters = (items: readonly CountItem[]) =>
    items.flatMap(({ label, filter }) => (filter ? [{ label, filter }] : []));
  switch (stat.kind) {
    case 'choices':
      return { categories: withFilters(stat.items), multi: stat.averageChosen !== null };
    case 'scale':
    case 'yesNo':
    case 'hours':
      return { categories: withFilters(stat.items), multi: false };
    case 'dates':
      return { categories: withFilters(stat.timeline.buckets), multi: false };
    default:
      return null;
  }
}

export type CrossTab = {
  rows: Category[];
  columns: Category[];
  /** counts[row][column]: responses in both categories. */
  counts: number[][];
  /** Responses in the row's category that are in any column's (the base of a row share). */
  rowTotals: number[];
  columnTotals: number[];
  /** Responses in some row's category and some column's. */
  total: number;
  /** A multi-answer question puts one response in several cells: no test applies then. */
  test: ChiSquareResult | { kind: 'multi' };
};

/**
 * Counts of the responses in each pair of categories. A cell's count is what the table shows
 * for the view plus both categories' filters, since it is worked out by those same filters.
 */
export function crossTab(
  responses: readonly Submission[],
  questions: readonly Question[],
  rows: { categories: Category[]; multi: boolean },
  columns: { categories: Category[]; multi: boolean },
): CrossTab {
  const setOf = ({ filter }: Category) => new Set(applyFilters(responses, [filter], questions));
  const rowSets = rows.categories.map(setOf);
  const columnSets = columns.categories.map(setOf);
  const union = (sets: readonly Set<Submission>[]) => new Set(sets.flatMap((set) => [...set]));
  const inAnyRow = union(rowSets);
  const inAnyColumn = union(columnSets);
  const countIn = (set: ReadonlySet<Submission>, other: ReadonlySet<Submission>) => {
    let count = 0;
    for (const response of set) if (other.has(response)) count += 1;
    return count;
  };
  const counts = rowSets.map((rowSet) => columnSets.map((columnSet) => countIn(rowSet, columnSet)));
  return {
    rows: rows.categories,
    columns: columns.categories,
    counts,
    rowTotals: rowSets.map((set) => countIn(set, inAnyColumn)),
    columnTotals: columnSets.map((set) => countIn(set, inAnyRow)),
    total: countIn(inAnyRow, inAnyColumn),
    test: rows.multi || columns.multi ? { kind: 'multi' } : chiSquareTest(counts),
  };
}
