import type { Question, Submission } from '@/api/schemas';
import { cellValue } from '@/response-set/answer-value';
import { type ColumnRef, questionColumn } from '@/response-set/columns';

/** One question's answers over the rows of a view: read once, shared by its statistics. */
export type Answers = {
  column: ColumnRef;
  type: string;
  /** One per row, in the rows' order (newest first); `undefined` where there is no answer. */
  values: unknown[];
};

export function answersOf(rows: readonly Submission[], question: Question): Answers {
  const column = questionColumn(question.id);
  return { column, type: question.type, values: rows.map((row) => cellValue(row, column)) };
}
