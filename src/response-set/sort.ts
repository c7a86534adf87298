import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { cellReader, typedValue } from './answer-value';
import { type ColumnRef, columnKind, type ColumnKind, questionIdOf } from './columns';
import { comparableText, compareText } from '@/lib/comparable-text';

export type SortDirection = 'asc' | 'desc';
export type SortSpec = { column: ColumnRef; direction: SortDirection };

const COMPARED_AS_TEXT: ReadonlySet<ColumnKind> = new Set(['text', 'choice', 'multi', 'files']);

export function kindOfColumn(column: ColumnRef, questions: readonly Question[]): ColumnKind {
  if (column === 'submitted' || column === 'status') return column;
  const id = questionIdOf(column);
  const question = questions.find((item) => item.id === id);
  return columnKind(question?.type ?? '');
}

// Typed answers first (in the chosen direction), then answers of another shape by their text,
// then no answer: empty cells stay last whichever way the column is sorted.
const TYPED = 0;
const OTHER = 1;
const EMPTY = 2;

type Keyed = { row: Submission; rank: number; value: number | string };

function keyOf(row: Submission, value: unknown, kind: ColumnKind, type: string): Keyed {
  const typed = typedValue(kind, value);
  if (typed === null) return { row, rank: EMPTY, value: 0 };
  // Any other JSON shape sorts by the text the table shows for it.
  if (typed === undefined)
    return { row, rank: OTHER, value: comparableText(answerToText(type, value)) };
  if (typeof typed === 'string' && COMPARED_AS_TEXT.has(kind)) {
    return { row, rank: TYPED, value: comparableText(typed) };
  }
  return { row, rank: TYPED, value: typed };
}

/**
 * The rows ordered by one column, by the kind of its answers: numbers numerically, dates and
 * times chronologically, payments by amount, texts and choices by comparable text. Stable: equal
 * answers (and all empty ones) keep the order they had (newest first).
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
  const read = cellReader(spec.column);
  // Each row's key is worked out once, not once per comparison.
  const keyed = rows.map((row) => keyOf(row, read(row), kind, type));
  keyed.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.rank === EMPTY) return 0;
    const x = a.value;
    const y = b.value;
    // A number and a text meet within one rank only in a column of mixed shapes: numbers first.
    if (typeof x !== typeof y) return (typeof x === 'number' ? -1 : 1) * sign;
    if (typeof x === 'string' && typeof y === 'string') return compareText(x, y) * sign;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
  return keyed.map((item) => item.row);
}
