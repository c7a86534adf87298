import { formatNumber } from '@/components/answers/number-format';
import { rangeEndOf } from '@/response-set/answer-groups';
import type { ColumnKind } from '@/response-set/columns';
import { numbersOf } from '@/response-set/filters';
import type { FilterOf, FilterOpModule } from './filter-op';

const isBound = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

export function betweenWords(kind: ColumnKind): string {
  return kind === 'payment' ? 'amount between' : 'between';
}

function rangeWords(filter: FilterOf<'between'>, kind: ColumnKind): string {
  const { min, max, end, maxExclusive } = filter;
  const prefix = kind === 'payment' ? 'amount ' : end ? `${end} end ` : '';
  const top = maxExclusive ? 'under' : 'at most';
  if (min !== null && max !== null) {
    return maxExclusive
      ? `${prefix}at least ${formatNumber(min)} and under ${formatNumber(max)}`
      : `${end ? prefix : ''}${betweenWords(kind)} ${formatNumber(min)} and ${formatNumber(max)}`;
  }
  if (min !== null) return `${prefix}at least ${formatNumber(min)}`;
  if (max !== null) return `${prefix}${top} ${formatNumber(max)}`;
  return `${prefix}is any number`;
}

/** Numbers, ratings, scales, sliders (or one end of a range), a payment's amount. */
export const between: FilterOpModule<'between'> = {
  /** Its optional range end and open top are taken only when they say something valid. */
  parse: (column, raw) => {
    const { min, max, end, maxExclusive } = raw;
    if (!isBound(min) || !isBound(max)) return null;
    const filter: FilterOf<'between'> = { column, op: 'between', min, max };
    // An unknown end or flag would widen the filter if dropped: the whole filter is left out.
    if (end !== undefined) {
      if (end !== 'lower' && end !== 'upper') return null;
      filter.end = end;
    }
    if (maxExclusive !== undefined) {
      if (typeof maxExclusive !== 'boolean') return null;
      if (maxExclusive) filter.maxExclusive = true;
    }
    return filter;
  },
  test: (filter, { kind, value }) => {
    const { min, max, end, maxExclusive } = filter;
    const inside = (n: number) =>
      (min === null || n >= min) && (max === null || (maxExclusive ? n < max : n <= max));
    if (end) {
      return (row) => {
        const n = rangeEndOf(value(row), end);
        return n !== null && inside(n);
      };
    }
    return (row) => numbersOf(kind, value(row))?.every(inside) ?? false;
  },
  describe: rangeWords,
};
