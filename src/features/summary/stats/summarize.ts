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

export type SummaryOptions = { partialsVisible: boolean };

/**
 * The Summary as steps (the overview, each question, the drop-off), so that a page can do them
 * a few at a time and stay responsive; `summarize` runs them all at once.
 */
export function summarySteps(
  rows: readonly Submission[],
  questions: readonly Question[],
  options: SummaryOptions,
) {
  const ordered = [
    ...questions.filter((question) => !question.is_deleted),
    ...questions.filter((question) => question.is_deleted),
  ];
  const summary: Summary = { overview: overview([]), questions: [], dropOff: null };
  const steps = [
    () => (summary.overview = overview(rows)),
    ...ordered.map((question) => () => {
      summary.questions.push({ question, stat: questionStat(answersOf(rows, question)) });
    }),
  ];
  if (options.partialsVisible) steps.push(() => (summary.dropOff = dropOff(rows, questions)));
  return { summary, steps };
}

/** Every statistic of the Summary over the rows of a view. */
export function summarize(
  rows: readonly Submission[],
  questions: readonly Question[],
  options: SummaryOptions,
): Summary {
  const { summary, steps } = summarySteps(rows, questions, options);
  steps.forEach((step) => step());
  return summary;
}
