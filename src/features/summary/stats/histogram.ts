import { formatNumber } from '@/components/answers/number-format';
import type { RangeEnd } from '@/response-set/answer-groups';
import type { ColumnRef } from '@/response-set/columns';
import type { CountItem, NumberSummary } from './types';

const BINS = 10;

const edge = (value: number) => formatNumber(value, 'en', 2);

/**
 * The edges of bins of fractions: `min`, the inner edges rounded to three digits of the width
 * (so that labels and chips read 0.25, not 0.25000000000000006), and `max`.
 */
function fractionEdges(min: number, max: number, width: number): number[] {
  const digits = Math.min(100, Math.max(0, 2 - Math.floor(Math.log10(width))));
  const edges = [min];
  for (let index = 1; index < BINS; index += 1) {
    edges.push(Number((min + index * width).toFixed(digits)));
  }
  return [...edges, max];
}

/** The bin of `value` between `edges`: [lo, hi), the last one [lo, hi], as `between` reads them. */
function binOf(value: number, edges: readonly number[], guess: number): number {
  const last = edges.length - 2;
  let index = Math.max(0, Math.min(last, guess));
  while (index > 0 && value < edges[index]!) index -= 1;
  while (index < last && value >= edges[index + 1]!) index += 1;
  return index;
}

function fractionBins(numbers: readonly number[], summary: NumberSummary, target: Target) {
  const { min, max, count } = summary;
  const width = (max - min) / BINS;
  const edges = fractionEdges(min, max, width);
  const counts = Array.from({ length: BINS }, () => 0);
  for (const value of numbers) counts[binOf(value, edges, Math.floor((value - min) / width))]! += 1;
  const digits = Math.min(20, Math.max(2, 2 - Math.floor(Math.log10(width))));
  const label = (value: number) => formatNumber(value, 'en', digits);
  return counts.map((binCount, index): CountItem => {
    const [lo, hi] = [edges[index]!, edges[index + 1]!];
    const open = index < BINS - 1 ? { maxExclusive: true } : {};
    return {
      label: `${label(lo)}–${label(hi)}`,
      count: binCount,
      share: binCount / count,
      // Beyond ±1.8e308 an edge is Infinity, which a URL cannot hold.
      filter:
        Number.isFinite(lo) && Number.isFinite(hi)
          ? { ...target, op: 'between', min: lo, max: hi, ...open }
          : null,
    };
  });
}

/** The column a histogram's bins filter, and for a range slider which end. */
export type Target = { column: ColumnRef; end?: RangeEnd };

/**
 * Up to ten bins of equal width from min to max, each opening `between` its ends. Whole numbers
 * get whole-number bins whose ends are both inside; bins of fractions are [lo, hi) but the last
 * [lo, max], and their filters leave out the top end as the bin does (`maxExclusive`).
 */
export function histogram(
  numbers: readonly number[],
  summary: NumberSummary | null,
  target: Target,
): CountItem[] {
  if (!summary) return [];
  const { min, max, count } = summary;
  const span = max - min;
  if (span > 0 && !numbers.every(Number.isInteger)) return fractionBins(numbers, summary, target);
  const width = Math.max(1, Math.ceil((span + 1) / BINS));
  const bins = Math.ceil((span + 1) / width);
  const counts = Array.from({ length: bins }, () => 0);
  for (const value of numbers) {
    const index = Math.min(bins - 1, Math.floor((value - min) / width));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((binCount, index) => {
    const lo = min + index * width;
    const hi = lo + width - 1;
    return {
      label: lo === hi ? edge(lo) : `${edge(lo)}–${edge(hi)}`,
      count: binCount,
      share: binCount / count,
      filter: { ...target, op: 'between' as const, min: lo, max: hi },
    };
  });
}
