import { isEmptyAnswer, isFiniteNumber } from '@/components/answers/answer-guards';
import { rangeEndOf } from '@/response-set/answer-groups';
import type { Filter } from '@/response-set/filters';
import type { Answers } from './answers';
import { histogram, type Target } from './histogram';
import { otherCollector } from './tally';
import type { CountItem, NumberSummary, Other } from './types';

/** Count, min, max, mean, median and sample variance of numbers (null when there are none). */
export function summarizeNumbers(numbers: Float64Array | readonly number[]): NumberSummary | null {
  const count = numbers.length;
  if (count === 0) return null;
  const sorted = Float64Array.from(numbers).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const mean = sum / count;
  let squares = 0;
  for (const value of sorted) squares += (value - mean) ** 2;
  const variance = count > 1 ? squares / (count - 1) : 0;
  return { count, min: sorted[0]!, max: sorted[count - 1]!, mean, median, variance };
}

/** Numbers' figures and histogram; `countFilter` finds every answer counted (any number). */
export type Distribution = {
  summary: NumberSummary | null;
  histogram: CountItem[];
  countFilter: Filter;
};

function distribution(numbers: readonly number[], target: Target): Distribution {
  const summary = summarizeNumbers(numbers);
  return {
    summary,
    histogram: histogram(numbers, summary, target),
    countFilter: { ...target, op: 'between', min: null, max: null },
  };
}

export type NumberStat = Distribution & { kind: 'numbers'; answered: number; other: Other };

/** NUMBER, SLIDER and numeric calculated fields; texts of a calculated field go to Other. */
export function numberStats(answers: Answers): NumberStat {
  const numbers: number[] = [];
  const others = otherCollector(answers.type);
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    if (isFiniteNumber(value)) numbers.push(value);
    else others.add(value);
  }
  return {
    kind: 'numbers',
    answered: numbers.length,
    ...distribution(numbers, { column: answers.column }),
    other: others.other,
  };
}

export type RangeStat = {
  kind: 'range';
  answered: number;
  lower: Distribution;
  upper: Distribution;
  other: Other;
};

/**
 * RANGE_SLIDER: the same figures for each end, read as the `between` filter on that end reads
 * them (`rangeEndOf`: both ends numbers, the lower not above the upper).
 */
export function rangeStats(answers: Answers): RangeStat {
  const [lows, highs]: number[][] = [[], []];
  const others = otherCollector(answers.type);
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const [low, high] = [rangeEndOf(value, 'lower'), rangeEndOf(value, 'upper')];
    if (low === null || high === null) {
      others.add(value);
      continue;
    }
    lows!.push(low);
    highs!.push(high);
  }
  const { column } = answers;
  return {
    kind: 'range',
    answered: lows!.length,
    lower: distribution(lows!, { column, end: 'lower' }),
    upper: distribution(highs!, { column, end: 'upper' }),
    other: others.other,
  };
}
