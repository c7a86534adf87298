import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { cellValue, typedValue } from './answer-value';
import { type ColumnRef, columnKind, type ColumnKind, questionIdOf } from './columns';
import { foldText } from './fold';

export type SortDirection = 'asc' | 'desc';
export type SortSpec = { column: ColumnRef; direction: SortDirection };

// Typed answers first (in the chosen direction), then answers of another shape by their text,
// then no answer: empty cells stay last whichever way the column is sorted.
const TYPED = 0;
const OTHER = 1;
const EMPTY = 2;

type Key = { rank: number; value: number | string; index: number };

const FOLDED: ReadonlySet<ColumnKind> = new Set(['text', 'choice', 'multi', 'files']);

export function kindOfColumn(column: ColumnRef, questions: readonly Question[]): ColumnKind {
  if (column === 'submitted' || column === 'status') return column;
  const id = questionIdOf(column);
  const question = questions.find((item) => item.id === id);
  return columnKind(question?.type ?? '');
}

function keyOf(row: Submission, index: number, column: ColumnRef, kind: ColumnKind, type: string) {
  const value = cellValue(row, column);
  const typed = typedValue(kind, value);
  if (typed === null) return { rank: EMPTY, value: 0, index };
  if (typed === undefined) {
    // Any other JSON shape sorts by the text the table shows for it.
    return { rank: OTHER, value: foldText(answerToText(type, value)), index };
  }
  return {
    rank: TYPED,
    value: typeof typed === 'string' && FOLDED.has(kind) ? foldText(typed) : typed,
    index,
  };
}

const compareValues = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

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
  const keys: Key[] = rows.map((row, index) => keyOf(row, index, spec.column, kind, type));
  keys.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.rank === EMPTY) return a.index - b.index;
    // A number and a text never meet within one rank of one column but for OTHER; keep it total.
    const byValue =
      typeof a.value === typeof b.value
        ? compareValues(a.value, b.value)
        : typeof a.value === 'number'
          ? -1
          : 1;
    return byValue * sign || a.index - b.index;
  });
  return keys.map((key) => rows[key.index] as Submission);
}
