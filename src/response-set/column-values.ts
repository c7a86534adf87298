import type { Question, Submission } from '@/api/schemas';
import { inIdleSlices } from '@/lib/when-idle';
import { cellReader } from './answer-value';
import { type ColumnRef, questionColumn } from './columns';

/** Reads a column's answer of the row at position `at` of the list it was made for. */
export type ListReader = (row: Submission, at: number) => unknown;

// Each column's answers of a whole list (a set's tab), in the list's order, one array per
// column. Reading one answer from each of 50,000 response objects costs more than the filter or
// sort that wants it (each object and its answers are a separate trip to memory; about 6 ms
// for one column); an array of them reads in sequence (well under 1 ms). Kept with the list: a
// set's rows are replaced when they change, never changed in place.
const held = new WeakMap<readonly Submission[], Map<ColumnRef, readonly unknown[]>>();

function columnsOf(rows: readonly Submission[]) {
  let columns = held.get(rows);
  if (columns === undefined) {
    columns = new Map();
    held.set(rows, columns);
  }
  return columns;
}

/**
 * How to read a column over `rows` by position: from the column's kept answers when the list
 * has them, else from each row (a list narrowed by a search or filter lives for one view, and
 * is not worth an array per column).
 */
export function listReader(rows: readonly Submission[], column: ColumnRef): ListReader {
  const values = held.get(rows)?.get(column);
  return values === undefined ? cellReader(column) : (_row, at) => values[at];
}

/** Whether a list has the answers of `column` kept. */
export function hasColumn(rows: readonly Submission[], column: ColumnRef): boolean {
  return held.get(rows)?.has(column) ?? false;
}

/**
 * Answers kept ahead per list at most (columns × rows): about 4 MB of references, and 8 MB for
 * the sorts worked out ahead over them (two orders per column).
 */
const AHEAD_CELLS = 1_000_000;

/**
 * The columns whose answers are kept, and whose sorts are worked out, ahead for a list of
 * `count` rows: the submitted time, the status, then the questions in the table's order, as many
 * as AHEAD_CELLS allows (every column of a 15-question form of 50,000; 5 of 200,000). A column
 * past them is read from the rows when it is filtered or sorted.
 */
export function aheadColumns(questions: readonly Question[], count: number): ColumnRef[] {
  const columns: ColumnRef[] = [
    'submitted',
    'status',
    ...questions.map((question) => questionColumn(question.id)),
  ];
  return columns.slice(0, Math.max(1, Math.floor(AHEAD_CELLS / Math.max(1, count))));
}

/** The longest stretch of work at once: a keystroke or click waits for no more than this. */
const SLICE_MS = 8;
// Only when the browser is truly idle (a second's wait at most): nothing waits for these.
const IDLE = { timeout: 1000, fallbackDelay: 0 };

/**
 * Keeps the answers of a whole list (a complete set's tab) per column (see aheadColumns) while the
 * browser is idle, a few milliseconds at a time, so that its first filter or sort reads them in
 * sequence; then calls `done`. Returns a cancel.
 */
export function warmColumns(
  rows: readonly Submission[],
  questions: readonly Question[],
  done: () => void = () => {},
) {
  const columns = aheadColumns(questions, rows.length).filter((ref) => !hasColumn(rows, ref));
  let column = 0;
  let values: unknown[] = [];
  // A thousand rows a step: a look at the clock between rows would cost as much as a row.
  const step = () => {
    const ref = columns[column];
    if (ref === undefined) {
      done();
      return false;
    }
    const read = cellReader(ref);
    const end = Math.min(rows.length, values.length + 1000);
    for (let next = values.length; next < end; next += 1) values.push(read(rows[next]!));
    if (values.length === rows.length) {
      columnsOf(rows).set(ref, values);
      values = [];
      column += 1;
    }
    return true;
  };
  return inIdleSlices(step, { ...IDLE, sliceMs: SLICE_MS });
}
