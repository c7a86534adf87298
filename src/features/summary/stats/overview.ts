import type { Submission } from '@/api/schemas';
import { type Filter, localDays } from '@/response-set/filters';
import { counter } from './tally';
import { timeline } from './timeline';
import type { Timeline } from './types';

export type Overview = {
  responses: number;
  completed: number;
  partial: number;
  /** completed / responses, 0–1; null with no responses. */
  completionRate: number | null;
  completedFilter: Filter;
  partialFilter: Filter;
  /** By the day each response was submitted, in the viewer's time zone (as the table shows it). */
  overTime: Timeline;
};

export function overview(rows: readonly Submission[]): Overview {
  const days = counter();
  const dayOf = localDays();
  let partial = 0;
  for (const row of rows) {
    if (row.is_partial) partial += 1;
    const day = dayOf(row.created_at);
    if (day !== null) days.add(day);
  }
  const responses = rows.length;
  const completed = responses - partial;
  return {
    responses,
    completed,
    partial,
    completionRate: responses > 0 ? completed / responses : null,
    completedFilter: { column: 'status', op: 'is', value: false },
    partialFilter: { column: 'status', op: 'is', value: true },
    overTime: timeline(days.counts, 'submitted', responses),
  };
}
