import { dayTime } from '@/features/summary/stats/timeline';

const DAY_MS = 86_400_000;

export type Period = { from: string; to: string };
export type QuickPeriod = 'week' | 'month' | 'quarter';

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first day of the month `months` after the one of `time` (UTC days). */
function monthStart(time: number, months = 0): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
}

/** How many whole calendar months the period is, when it runs from a 1st to a month's end. */
function wholeMonths(from: number, to: number): number | null {
  if (new Date(from).getUTCDate() !== 1 || new Date(to + DAY_MS).getUTCDate() !== 1) return null;
  const [a, b] = [new Date(from), new Date(to)];
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
}

/**
 * The period just before `from`–`to` (both days included) and as long: whole calendar months
 * give the months before (October for November), any other range the same number of days.
 * Null when a day is not a real date or `to` comes before `from`.
 */
export function previousPeriod(period: Period): Period | null {
  const [from, to] = [dayTime(period.from), dayTime(period.to)];
  if (from === null || to === null || to < from) return null;
  const months = wholeMonths(from, to);
  if (months !== null) {
    return { from: dayString(monthStart(from, -months)), to: dayString(from - DAY_MS) };
  }
  const days = Math.round((to - from) / DAY_MS) + 1;
  return { from: dayString(from - days * DAY_MS), to: dayString(from - DAY_MS) };
}

/** This week (Monday to Sunday), month or quarter around `today` (`YYYY-MM-DD`, local). */
export function quickPeriod(kind: QuickPeriod, today: string): Period | null {
  const time = dayTime(today);
  if (time === null) return null;
  if (kind === 'week') {
    const monday = time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
    return { from: dayString(monday), to: dayString(monday + 6 * DAY_MS) };
  }
  const month = new Date(time).getUTCMonth();
  const first = kind === 'month' ? monthStart(time) : monthStart(time, -(month % 3));
  const length = kind === 'month' ? 1 : 3;
  return { from: dayString(first), to: dayString(monthStart(first, length) - DAY_MS) };
}

/** Days from the start of `earlier` to the start of `later`: the shift that overlays them. */
export function daysBetween(earlier: Period, later: Period): number {
  return Math.round(((dayTime(later.from) ?? 0) - (dayTime(earlier.from) ?? 0)) / DAY_MS);
}
