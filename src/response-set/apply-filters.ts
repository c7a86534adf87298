import type { Question, Submission } from '@/api/schemas';
import { cellReader } from './answer-value';
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
      value: cellReader(filter.column),
    }),
  );
  return rows.filter((row) => tests.every((test) => test(row)));
}
