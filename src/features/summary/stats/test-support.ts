import { answersOf } from './answers';
import { QUESTIONS, ROWS } from './summary-fixture';

/** The fixture's answers to the question with this id. */
export function answersTo(id: string) {
  const question = QUESTIONS.find((item) => item.id === id);
  if (!question) throw new Error(`No question ${id} in the fixture`);
  return answersOf(ROWS, question);
}

/** label → count, the way a reader scans a chart's table. */
export const countsOf = (items: readonly { label: string; count: number }[]) =>
  Object.fromEntries(items.map((item) => [item.label, item.count]));
