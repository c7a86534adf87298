import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { SubmissionFilter } from '@/contract/list-queries';
import { submissionQueries } from '@/api/submissions';

export type TabTotal = number | 'forbidden' | undefined;
type Totals = Record<SubmissionFilter, TabTotal>;

function countFilterFor(active: SubmissionFilter, activeTotal: TabTotal): SubmissionFilter {
  if (activeTotal === 'forbidden' || active === 'partial') return 'completed';
  return 'partial';
}

function sum(a: TabTotal, b: TabTotal): TabTotal {
  if (a === 'forbidden' || b === 'forbidden') return 'forbidden';
  return a !== undefined && b !== undefined ? a + b : undefined;
}

/** Combines the totals of two of the three filters into all three (completed + partial = all). */
export function combineTotals(
  active: SubmissionFilter,
  activeTotal: TabTotal,
  other: SubmissionFilter,
  otherTotal: TabTotal,
): Totals {
  const totals: Totals = { completed: undefined, partial: undefined, all: undefined };
  totals[active] = activeTotal;
  totals[other] = otherTotal;
  if (totals.all === undefined) totals.all = sum(totals.completed, totals.partial);
  if (totals.partial === undefined && active === 'all' && activeTotal === 'forbidden') {
    totals.partial = 'forbidden';
  }
  if (
    totals.completed === undefined &&
    typeof totals.all === 'number' &&
    typeof totals.partial === 'number'
  ) {
    totals.completed = totals.all - totals.partial;
  }
  return totals;
}

/**
 * Totals for the three tabs from the page on screen plus one small count request,
 * the third being derived rather than fetched.
 */
export function useFilterTotals(
  formId: string,
  active: SubmissionFilter,
  activeTotal: TabTotal,
): Totals {
  const other = countFilterFor(active, activeTotal);
  const count = useQuery({
    ...submissionQueries.list(formId, { filter: other, page: 1, limit: 1 }),
    enabled: activeTotal !== undefined,
    select: (list) => list.total,
    staleTime: 60_000,
  });
  const otherTotal: TabTotal =
    isApiError(count.error) && count.error.isForbidden ? 'forbidden' : count.data;
  return combineTotals(active, activeTotal, other, otherTotal);
}
