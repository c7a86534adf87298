import type { Question, Submission } from '@/api/schemas';
import { cellReader } from '@/response-set/answer-value';
import type { ColumnRef } from '@/response-set/columns';
import { dayOf, localDays } from '@/response-set/filters';
import { kindOfColumn } from '@/response-set/sort';

/**
 * The latest day a date column holds (`YYYY-MM-DD`), where its calendar opens: the data may
 * lie months away from today, and paging the calendar there would be the user's chore.
 */
export function latestDay(
  rows: readonly Submission[],
  column: ColumnRef,
  questions: readonly Question[],
): string | null {
  const kind = kindOfColumn(column, questions);
  if (kind !== 'submitted' && kind !== 'date' && kind !== 'dateRange') return null;
  let latest: string | null = null;
  // The same day the 'dates' filter tests, found the same fast way.
  const read = cellReader(column);
  const submittedDay = localDays();
  for (const row of rows) {
    const day = dayOf(kind, read(row), submittedDay);
    if (day !== null && (latest === null || day > latest)) latest = day;
  }
  return latest;
}
