import type { Question, Submission } from '@/api/schemas';
import { type ColumnRef, questionColumn } from '@/response-set/columns';

/**
 * One question's answers over the rows of a view, read as `cellValue` reads them (own keys only):
 * once, shared by its statistics.
 */
export type Answers = {
  column: ColumnRef;
  type: string;
  /** One per row, in the rows' order (newest first); `undefined` where there is no answer. */
  values: unknown[];
};

export function answersOf(rows: readonly Submission[], question: Question): Answers {
  const column = questionColumn(question.id);
  // `cellValue` without working out the question id again for each of 50,000 rows.
  const { id } = question;
  const has = Object.prototype.hasOwnProperty;
  const values = rows.map((row) => (has.call(row.responses, id) ? row.responses[id] : undefined));
  return { column, type: question.type, values };
}
