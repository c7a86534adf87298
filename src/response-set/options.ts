import type { Question, Submission } from '@/api/schemas';
import { cellReader } from './answer-value';
import type { ColumnRef } from './columns';
import { choicesOf } from './filters';
import { kindOfColumn } from './sort';

export type OptionCount = { value: string; count: number };

/**
 * The options a choice-like column holds in the data, each with how many rows hold it, most
 * frequent first: what "is any of" offers (the API does not list a question's options).
 */
export function optionCounts(
  rows: readonly Submission[],
  column: ColumnRef,
  questions: readonly Question[],
): OptionCount[] {
  const kind = kindOfColumn(column, questions);
  const counts = new Map<string, number>();
  const read = cellReader(column);
  for (const row of rows) {
    // A row counts once per option, even if a hostile answer repeats it.
    for (const choice of new Set(choicesOf(kind, read(row)))) {
      counts.set(choice, (counts.get(choice) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}
