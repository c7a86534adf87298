import type { ColumnRef } from '@/response-set/columns';
import type { CountItem, Timeline } from './types';

const DAY_MS = 86_400_000;
/** Above this many buckets the empty ones are left out rather than drawn. */
const MAX_FILLED = 400;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms (UTC midnight) of a real calendar day `YYYY-MM-DD`, else null. */
export function dayTime(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, date);
  return value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date
    ? value.getTime()
    : null;
}

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

type Unit = Timeline['unit'];

/** Per day up to two months, per week up to a year, then per month. */
export function unitForSpan(first: number, last: number): Unit {
  const days = (last - first) / DAY_MS;
  return days <= 62 ? 'day' : days <= 366 ? 'week' : 'month';
}

/** The first and last day of the bucket that holds `time`. */
function bucketOf(time: number, unit: Unit): { from: number; to: number } {
  if (unit === 'day') return { from: time, to: time };
  if (unit === 'week') {
    // getUTCDay: 0 is Sunday; weeks start on Monday.
    const from = time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
    return { from, to: from + 6 * DAY_MS };
  }
  const date = new Date(time);
  const from = new Date(0);
  from.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const to = new Date(0);
  to.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
  return { from: from.getTime(), to: to.getTime() };
}

const monthFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

function label(from: number, unit: Unit): string {
  if (unit === 'month') return monthFormat.format(from);
  return unit === 'week' ? `Week of ${dayFormat.format(from)}` : dayFormat.format(from);
}

/**
 * Counts per real calendar day as a timeline. Each bucket filters with `dates` from its first to
 * its last day, which finds exactly the answers on those days.
 */
export function timeline(days: Map<string, number>, column: ColumnRef, total: number): Timeline {
  const times = [...days.keys()].map((day) => dayTime(day)!).sort((a, b) => a - b);
  if (times.length === 0) return { unit: 'day', buckets: [] };
  const unit = unitForSpan(times[0]!, times[times.length - 1]!);
  const buckets = new Map<number, { to: number; count: number }>();
  for (const [day, count] of days) {
    const { from, to } = bucketOf(dayTime(day)!, unit);
    const bucket = buckets.get(from) ?? { to, count: 0 };
    bucket.count += count;
    buckets.set(from, bucket);
  }
  const froms = [...buckets.keys()].sort((a, b) => a - b);
  // Gaps drawn as empty buckets, so that time runs evenly along the axis.
  const first = froms[0]!;
  const last = froms[froms.length - 1]!;
  const filled: number[] = [];
  for (let at = first; at <= last && filled.length <= MAX_FILLED;) {
    filled.push(at);
    at = bucketOf(bucketOf(at, unit).to + DAY_MS, unit).from;
  }
  const keys = filled.length <= MAX_FILLED ? filled : froms;
  const items: CountItem[] = keys.map((from) => {
    const { to } = buckets.get(from) ?? bucketOf(from, unit);
    const count = buckets.get(from)?.count ?? 0;
    return {
      label: label(from, unit),
      count,
      share: total > 0 ? count / total : 0,
      filter: { column, op: 'dates', from: dayString(from), to: dayString(to) },
    };
  });
  return { unit, buckets: items };
}
