import type { Question, Submission } from '@/api/schemas';
import { answersOf } from './answers';
import { dropOff, type DropOff } from './drop-off';
import { overview, type Overview } from './overview';
import { questionStat, type QuestionStat } from './question-stat';

export type QuestionSummary = { question: Question; stat: QuestionStat };

export type Summary = {
  overview: Overview;
  /** In form order, deleted questions last. */
  questions: QuestionSummary[];
  /** Null when the key may not see partial submissions: drop-off cannot be known. */
  dropOff: DropOff | null;
};

/** Every statistic of the Summary over the rows of a view. */
export function summarize(
  rows: readonly Submission[],
  questions: readonly Question[],
  options: { partialsVisible: boolean },
): Summary {
  const ordered = [
    ...questions.filter((question) => !question.is_deleted),
    ...questions.filter((question) => question.is_deleted),
  ];
  return {
    overview: overview(rows),
    questions: ordered.map((question) => ({
      question,
      stat: questionStat(answersOf(rows, question)),
    })),
    dropOff: options.partialsVisible ? dropOff(rows, questions) : null,
  };
}
