import type { Question, Submission } from '@/api/schemas';
import { listReader } from './column-values';
import { questionIdOf } from './columns';
import { filterOpOf } from './filter-ops/filter-op-registry';
import type { Filter } from './filters';
import { kindOfColumn } from './sort';

/** The rows every filter lets through, in their order. */
export function applyFilters(
  rows: readonly Submission[],
  filters: readonly Filter[],
  questions: readonly Question[],
): readonly Submission[] {
  if (filters.length === 0) return rows;
  const tests = filters.map((filter) =>
    filterOpOf(filter).test(filter, {
      kind: kindOfColumn(filter.column, questions),
      type: questions.find((item) => item.id === questionIdOf(filter.column))?.type ?? '',
      // Over a whole tab, by position from the column's kept answers (see column-values.ts).
      value: listReader(rows, filter.column),
    }),
  );
  return rows.filter((row, at) => tests.every((test) => test(row, at)));
}
