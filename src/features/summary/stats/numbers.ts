import { isEmptyAnswer, isFiniteNumber, toNumberRange } from '@/components/answers/answer-guards';
import type { ColumnRef } from '@/response-set/columns';
import type { Answers } from './answers';
import { otherCollector } from './tally';
import type { CountItem, NumberSummary, Other } from './types';

const BINS = 10;

/** Count, min, max, mean and median of numbers (null when there are none). */
export function summarizeNumbers(numbers: Float64Array | readonly number[]): NumberSummary | null {
  const count = numbers.length;
  if (count === 0) return null;
  const sorted = Float64Array.from(numbers).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { count, min: sorted[0]!, max: sorted[count - 1]!, mean: sum / count, median };
}

const format = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/**
 * Up to ten bins of equal width from min to max. Whole numbers get whole-number bins whose ends
 * are both inside (`between` lo and hi finds exactly a bin's numbers); bins of fractions share
 * their ends, which no `between` can split, so they open no filter (`column` null).
 */
export function histogram(
  numbers: readonly number[],
  summary: NumberSummary | null,
  column: ColumnRef | null,
): CountItem[] {
  if (!summary) return [];
  const { min, max, count } = summary;
  const whole = numbers.every(Number.isInteger);
  const span = max - min;
  const width = whole ? Math.max(1, Math.ceil((span + 1) / BINS)) : span / BINS || 1;
  const bins = whole ? Math.ceil((span + 1) / width) : span === 0 ? 1 : BINS;
  const counts = Array.from({ length: bins }, () => 0);
  for (const value of numbers) {
    const index = Math.min(bins - 1, Math.floor((value - min) / width));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((binCount, index) => {
    const lo = min + index * width;
    const hi = whole ? lo + width - 1 : index === bins - 1 ? max : lo + width;
    const label =
      whole && lo === hi ? format.format(lo) : `${format.format(lo)}–${format.format(hi)}`;
    return {
      label,
      count: binCount,
      share: binCount / count,
      filter: whole && column ? { column, op: 'between' as const, min: lo, max: hi } : null,
    };
  });
}

export type NumberStat = {
  kind: 'numbers';
  answered: number;
  summary: NumberSummary | null;
  histogram: CountItem[];
  other: Other;
};

/** NUMBER, SLIDER and numeric calculated fields; texts of a calculated field go to Other. */
export function numberStats(answers: Answers): NumberStat {
  const numbers: number[] = [];
  const others = otherCollector(answers.type);
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    if (isFiniteNumber(value)) numbers.push(value);
    else others.add(value);
  }
  const summary = summarizeNumbers(numbers);
  return {
    kind: 'numbers',
    answered: numbers.length,
    summary,
    histogram: histogram(numbers, summary, answers.column),
    other: others.other,
  };
}

type End = { summary: NumberSummary | null; histogram: CountItem[] };
export type RangeStat = { kind: 'range'; answered: number; lower: End; upper: End; other: Other };

/**
 * RANGE_SLIDER: the same figures for each end. Its filter holds both ends within bounds, so one
 * end's bins open no filter.
 */
export function rangeStats(answers: Answers): RangeStat {
  const [lows, highs]: number[][] = [[], []];
  const others = otherCollector(answers.type);
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const range = toNumberRange(value);
    if (!range || range.min > range.max) {
      others.add(value);
      continue;
    }
    lows!.push(range.min);
    highs!.push(range.max);
  }
  const end = (numbers: number[]): End => {
    const summary = summarizeNumbers(numbers);
    return { summary, histogram: histogram(numbers, summary, null) };
  };
  return {
    kind: 'range',
    answered: lows!.length,
    lower: end(lows!),
    upper: end(highs!),
    other: others.other,
  };
}
