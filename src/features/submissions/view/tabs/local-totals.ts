import type { Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { TabTotal } from './use-filter-totals';

/** The three tabs' counts from a loaded response set: no request needed. */
export function localTotals(
  rows: readonly Submission[],
  scope: SubmissionFilter,
): Record<SubmissionFilter, TabTotal> {
  const partial = rows.reduce((count, row) => count + (row.is_partial ? 1 : 0), 0);
  if (scope !== 'all') return { completed: rows.length, partial: 'forbidden', all: 'forbidden' };
  return { completed: rows.length - partial, partial, all: rows.length };
}
