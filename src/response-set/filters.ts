import { isFiniteNumber, isStringArray, toPayment } from '@/components/answers/answer-guards';
import { currencyDigits } from '@/components/answers/money-format';
import type { NpsGroup, RangeEnd } from './answer-groups';
import { typedValue } from './answer-value';
import type { ColumnKind, ColumnRef } from './columns';

/** One condition on one column; a view's filters all hold at once (AND). */
export type Filter =
  | { column: ColumnRef; op: 'contains'; text: string }
  | { column: ColumnRef; op: 'answered' }
  | { column: ColumnRef; op: 'notAnswered' }
  /** A choice is one of; a multi-answer contains any of; a payment's status is one of. */
  | { column: ColumnRef; op: 'anyOf'; values: string[] }
  /** A multi-answer contains all of. */
  | { column: ColumnRef; op: 'allOf'; values: string[] }
  /**
   * Numbers, ratings, scales, sliders (a range slider's whole span, or one `end` of it), a
   * payment's amount in major units. `maxExclusive`: below `max`, as a histogram's bins of
   * fractions end (a value on the edge is in the next bin).
   */
  | {
      column: ColumnRef;
      op: 'between';
      min: number | null;
      max: number | null;
      end?: RangeEnd;
      maxExclusive?: boolean;
    }
  /** Dates, a date range's start, the submitted day: `YYYY-MM-DD`, both ends included. */
  | { column: ColumnRef; op: 'dates'; from: string | null; to: string | null }
  | { column: ColumnRef; op: 'is'; value: boolean }
  | { column: ColumnRef; op: 'hasFile'; value: boolean }
  /** A TIME answer's hour of the day, `from` to `to` (0–23) both included. */
  | { column: ColumnRef; op: 'hour'; from: number; to: number }
  /** The option a RANKING answer puts first is one of these. */
  | { column: ColumnRef; op: 'rankedFirst'; values: string[] }
  /** A 0–10 scale's answer is a whole step of the NPS group (promoters 9–10…). */
  | { column: ColumnRef; op: 'nps'; group: NpsGroup };

export type FilterOp = Filter['op'];

/** The local calendar day of an API timestamp, as `YYYY-MM-DD`, or null if it is unreadable. */
export function localDay(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY_MS = 86_400_000;

/**
 * `localDay` for many timestamps (the `dates` filter on the submitted day, the Summary's timeline,
 * which must agree on every day): worked out once per UTC day
 * whose time-zone offset does not change within it, and per timestamp only on a DST change day:
 * a `Date` per timestamp is slow in Chrome (figures in docs/performance.md).
 */
export function localDays() {
  const offsets = new Map<number, number | null>();
  const names = new Map<number, string>();
  return (iso: string): string | null => {
    const time = Date.parse(iso);
    if (Number.isNaN(time)) return null;
    const utcDay = Math.floor(time / DAY_MS);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const start = new Date(utcDay * DAY_MS).getTimezoneOffset();
      const end = new Date((utcDay + 1) * DAY_MS - 1).getTimezoneOffset();
      offset = start === end ? start : null;
      offsets.set(utcDay, offset);
    }
    if (offset === null) return localDay(iso);
    const day = Math.floor((time - offset * 60_000) / DAY_MS);
    let name = names.get(day);
    if (name === undefined) {
      name = localDay(iso) ?? '';
      names.set(day, name);
    }
    return name;
  };
}

// The API keeps amounts in minor units: cents for EUR, none for JPY.
function majorUnits(amount: number, currency: string): number {
  return amount / 10 ** (currencyDigits(currency) ?? 2);
}

/** The numbers a row holds in a number-like column (a range: both ends; a payment: its amount). */
export function numbersOf(kind: ColumnKind, value: unknown): number[] | null {
  if (kind === 'payment') {
    const payment = toPayment(value);
    return payment ? [majorUnits(payment.amount, payment.currency)] : null;
  }
  if (kind === 'range') {
    const typed = value as { min?: unknown; max?: unknown } | null;
    return typed && isFiniteNumber(typed.min) && isFiniteNumber(typed.max)
      ? [typed.min, typed.max]
      : null;
  }
  return isFiniteNumber(value) ? [value] : null;
}

/** The strings a row holds in a choice-like column: its choice, its options, its payment status. */
export function choicesOf(kind: ColumnKind, value: unknown): string[] {
  if (kind === 'payment') {
    const status = toPayment(value)?.status;
    return status ? [status] : [];
  }
  if (isStringArray(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? [value] : [];
}

/** The day an answer (or, for `submitted`, the submitted time) falls on, as `YYYY-MM-DD`. */
export function dayOf(
  kind: ColumnKind,
  value: unknown,
  submittedDay: (iso: string) => string | null,
) {
  if (kind === 'submitted') return typeof value === 'string' ? submittedDay(value) : null;
  const typed = typedValue(kind, value);
  return typeof typed === 'string' ? typed : null;
}
