import type { Question, Submission } from '@/api/schemas';
import { answersFor, readAnswers } from './answers';
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

/** Rows one step goes through: a few milliseconds' work. */
const ROWS_PER_STEP = 5_000;

/** Steps that each do `work` on one slice of `count` rows, `from` included, `to` not. */
export function rowSteps(count: number, work: (from: number, to: number) => void): (() => void)[] {
  const steps = [];
  for (let from = 0; from < count; from += ROWS_PER_STEP) {
    const to = Math.min(count, from + ROWS_PER_STEP);
    steps.push(() => work(from, to));
  }
  return steps;
}

export type SummaryOptions = {
  partialsVisible: boolean;
  /**
   * The rows the overview and the drop-off count: every status (the questions follow a tab).
   * The same rows as the questions' when left out.
   */
  overviewRows?: readonly Submission[];
};

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
  // Every question's answers read in one pass over the rows, a slice of rows per step.
  const values = ordered.map((): unknown[] => new Array(rows.length));
  const reads = rowSteps(rows.length, (from, to) => readAnswers(rows, ordered, values, from, to));
  const everyStatus = options.overviewRows ?? rows;
  const steps = [
    () => (summary.overview = overview(everyStatus)),
    ...reads,
    ...ordered.map((question, index) => () => {
      summary.questions.push({
        question,
        stat: questionStat(answersFor(question, values[index]!)),
      });
    }),
  ];
  if (options.partialsVisible)
    steps.push(() => (summary.dropOff = dropOff(everyStatus, questions)));
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
