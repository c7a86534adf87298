import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { typedValue } from './answer-value';
import { listReader } from './column-values';
import { type ColumnRef, columnKind, type ColumnKind, questionIdOf } from './columns';
import { foldText } from './fold';
import {
  EMPTY,
  OTHER,
  rankTexts,
  type SortKeys,
  TYPED,
  wholeNumberOrder,
} from './whole-number-order';

// Read once: where modules are not bundled (tests, Node) an imported name is a property read,
// and the comparison below runs about 800,000 times per sort of 50,000.
const EMPTY_RANK = EMPTY;

export type SortDirection = 'asc' | 'desc';
export type SortSpec = { column: ColumnRef; direction: SortDirection };

const FOLDED: ReadonlySet<ColumnKind> = new Set(['text', 'choice', 'multi', 'files']);
const NUMERIC: ReadonlySet<ColumnKind> = new Set([
  'number',
  'range',
  'boolean',
  'status',
  'submitted',
  'payment',
  'time',
]);

/** Whether a column sorts by folded text (names, choices, files), a slower sort than by value. */
export function sortsByText(column: ColumnRef, questions: readonly Question[]): boolean {
  return FOLDED.has(kindOfColumn(column, questions));
}

export function kindOfColumn(column: ColumnRef, questions: readonly Question[]): ColumnKind {
  if (column === 'submitted' || column === 'status') return column;
  const id = questionIdOf(column);
  const question = questions.find((item) => item.id === id);
  return columnKind(question?.type ?? '');
}

/**
 * Each row's sort key in parallel arrays (rank, number or text) rather than an object per row:
 * over 50,000 responses the objects alone cost a garbage collection per sort.
 */
function keysOf(
  rows: readonly Submission[],
  column: ColumnRef,
  kind: ColumnKind,
  type: string,
): SortKeys {
  const count = rows.length;
  const ranks = new Uint8Array(count);
  const numbers = new Float64Array(count);
  const isNumber = new Uint8Array(count);
  // A column of numbers needs texts only for its few answers of another shape: no array of
  // 50,000 for them (a sparse one, written where there is such an answer).
  const texts: string[] = NUMERIC.has(kind) ? [] : new Array<string>(count);
  const read = listReader(rows, column);
  for (let index = 0; index < count; index += 1) {
    const value = read(rows[index]!, index);
    const typed = typedValue(kind, value);
    if (typed === null) {
      ranks[index] = EMPTY;
    } else if (typed === undefined) {
      // Any other JSON shape sorts by the text the table shows for it.
      ranks[index] = OTHER;
      texts[index] = foldText(answerToText(type, value));
    } else if (typeof typed === 'number') {
      ranks[index] = TYPED;
      numbers[index] = typed;
      isNumber[index] = 1;
    } else {
      ranks[index] = TYPED;
      texts[index] = FOLDED.has(kind) ? foldText(typed) : typed;
    }
  }
  return { ranks, numbers, isNumber, texts };
}

/**
 * The rows ordered by one column, by the kind of its answers: numbers numerically, dates and
 * times chronologically, payments by amount, texts and choices by folded text. Stable: equal
 * answers keep the order they had (newest first).
 */
export function sortRows(
  rows: readonly Submission[],
  spec: SortSpec,
  questions: readonly Question[],
): Submission[] {
  const kind = kindOfColumn(spec.column, questions);
  const id = questionIdOf(spec.column);
  const type = questions.find((item) => item.id === id)?.type ?? '';
  const sign = spec.direction === 'asc' ? 1 : -1;
  // Keys are computed once per row, not once per comparison.
  const keys = keysOf(rows, spec.column, kind, type);
  if (!NUMERIC.has(kind)) rankTexts(keys);
  const whole = wholeNumberOrder(rows, keys, sign);
  if (whole) return whole;
  const { ranks, numbers, isNumber, texts } = keys;
  const order = Array.from({ length: rows.length }, (_, index) => index);
  order.sort((a, b) => {
    const rank = ranks[a]!;
    if (rank !== ranks[b]) return rank - ranks[b]!;
    if (rank === EMPTY_RANK) return a - b;
    // A number and a text never meet within one rank of one column but for OTHER; keep it total.
    let byValue: number;
    if (isNumber[a] && isNumber[b]) byValue = Math.sign(numbers[a]! - numbers[b]!);
    else if (isNumber[a] !== isNumber[b]) byValue = isNumber[a] ? -1 : 1;
    else byValue = texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0;
    return byValue * sign || a - b;
  });
  return order.map((index) => rows[index]!);
}
