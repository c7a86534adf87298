import type { Question, Submission } from '@/api/schemas';
import { type ColumnRef, questionColumn } from '@/response-set/columns';

/**
 * One question's answers over the rows of a view, read as `cellReader` reads them (own keys only):
 * once, shared by its statistics.
 */
export type Answers = {
  column: ColumnRef;
  type: string;
  /** The question's name: it tells a name apart from other short answers. */
  name: string;
  /** One per row, in the rows' order (newest first); `undefined` where there is no answer. */
  values: unknown[];
};

const has = Object.prototype.hasOwnProperty;

/**
 * Reads rows `from`–`to` of every question's answers into `into` (an array per question).
 * Row by row, not question by question: each row's answers are visited once while they are in
 * the cache, four to seven times faster over 50,000 rows. Only an id that every object inherits
 * (`toString`, `__proto__`…) needs the own-key check; a response parsed from JSON inherits
 * nothing else.
 */
export function readAnswers(
  rows: readonly Submission[],
  questions: readonly Question[],
  into: unknown[][],
  from = 0,
  to = rows.length,
) {
  const ids = questions.map((question) => question.id);
  const inherited = ids.map((id) => id in Object.prototype);
  for (let row = from; row < to; row += 1) {
    const responses = rows[row]!.responses;
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index]!;
      const value = responses[id];
      into[index]![row] =
        value === undefined || !inherited[index] || has.call(responses, id) ? value : undefined;
    }
  }
}

export const answersFor = (question: Question, values: unknown[]): Answers => ({
  column: questionColumn(question.id),
  type: question.type,
  name: question.name,
  values,
});

export function answersOf(rows: readonly Submission[], question: Question): Answers {
  const values: unknown[] = new Array(rows.length);
  readAnswers(rows, [question], [values]);
  return answersFor(question, values);
}
