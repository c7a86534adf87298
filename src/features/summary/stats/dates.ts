import { isEmptyAnswer, toDateRange } from '@/components/answers/answer-guards';
import { hourOf } from '@/response-set/answer-groups';
import type { Answers } from './answers';
import { counter, otherCollector } from './tally';
import { dayTime, timeline } from './timeline';
import type { CountItem, Other, Timeline } from './types';

export type DateStat = {
  kind: 'dates';
  answered: number;
  timeline: Timeline;
  /** DATE_RANGE: the median length in days, both ends counted (a one-day range is 1). */
  medianDays: number | null;
  other: Other;
};

/** DATE: the answers on a timeline. */
export function dateStats(answers: Answers): DateStat {
  const days = counter();
  const others = otherCollector(answers.type);
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    // A day already counted is a real one: checked once per distinct day, not per answer.
    if (typeof value === 'string' && (days.counts.has(value) || dayTime(value) !== null)) {
      answered += 1;
      days.add(value);
    } else others.add(value);
  }
  const line = timeline(days.counts, answers.column, answered);
  return { kind: 'dates', answered, timeline: line, medianDays: null, other: others.other };
}

function median(numbers: number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** DATE_RANGE: the starts on a timeline (the filter reads a range by its start) and the length. */
export function dateRangeStats(answers: Answers): DateStat {
  const days = counter();
  const lengths: number[] = [];
  const others = otherCollector(answers.type);
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const range = toDateRange(value);
    const [start, end] = [dayTime(range?.start ?? ''), dayTime(range?.end ?? '')];
    // Placed by its start, as the `dates` filter reads a range; its length only if it has one.
    if (range && start !== null) {
      answered += 1;
      days.add(range.start);
      if (end !== null && start <= end) lengths.push(Math.round((end - start) / 86_400_000) + 1);
    } else others.add(value);
  }
  const line = timeline(days.counts, answers.column, answered);
  return {
    kind: 'dates',
    answered,
    timeline: line,
    medianDays: median(lengths),
    other: others.other,
  };
}

export type HourStat = { kind: 'hours'; answered: number; items: CountItem[]; other: Other };

/** TIME: answers by hour of the day, all 24 hours shown, each opening the `hour` filter. */
export function hourStats(answers: Answers): HourStat {
  const hours = Array.from({ length: 24 }, () => 0);
  const others = otherCollector(answers.type);
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const hour = hourOf(value);
    if (hour === null) others.add(value);
    else {
      answered += 1;
      hours[hour]! += 1;
    }
  }
  const items = hours.map((count, hour) => ({
    label: `${String(hour).padStart(2, '0')}:00`,
    count,
    share: answered > 0 ? count / answered : 0,
    filter: { column: answers.column, op: 'hour' as const, from: hour, to: hour },
  }));
  return { kind: 'hours', answered, items, other: others.other };
}
