import type { Question, Submission } from '@/api/schemas';
import { localDays } from '@/response-set/filters';
import { chiSquareTest } from './chi-square';
import { type GroupOverlap, groupOverlap } from './group-overlap';
import type { QuestionStat } from './question-stat';
import { rowSteps, type Summary, summarySteps } from './summarize';
import { counter } from './tally';
import { dayTime, timeline } from './timeline';
import { twoProportionTest } from './two-proportion-test';
import type { Timeline } from './types';
import { momentsOfCounts, welchTTest } from './welch-t-test';

const DAY_MS = 86_400_000;

/** Whether two groups' answers differ more than chance would make them. */
export type Difference =
  | { kind: 'test'; test: 'chi-square' | 'welch' | 'two-proportion'; p: number }
  /** Too few answers expected in some option (under 5) for the test to be trusted. */
  | { kind: 'too-small' }
  /** A multi-answer question: a response is counted under several options. */
  | { kind: 'multi' }
  /** Too few answers, or nothing that varies. */
  | { kind: 'no-test' }
  /** The groups share responses: they are not independent samples (see `GroupOverlap`). */
  | { kind: 'overlap' };

/** A question's statistics in each group, and the test of their difference (null: no test). */
export type ComparedQuestion = {
  question: Question;
  a: QuestionStat;
  b: QuestionStat;
  difference: Difference | null;
};

export type Comparison = {
  a: Summary;
  b: Summary;
  /** The second group's days moved forward to overlay the first's (a period's length, or 0). */
  overTime: { a: Timeline; b: Timeline };
  questions: ComparedQuestion[];
  /** Whether the groups share responses: no test is made when they do. */
  overlap: GroupOverlap;
};

function choicesDifference(a: QuestionStat & { kind: 'choices' }, b: typeof a): Difference {
  if (a.averageChosen !== null || b.averageChosen !== null) return { kind: 'multi' };
  const labels = [...new Set([...a.items, ...b.items].map((item) => item.label))];
  const row = (items: typeof a.items) => {
    const counts = new Map(items.map((item) => [item.label, item.count]));
    return labels.map((label) => counts.get(label) ?? 0);
  };
  const result = chiSquareTest([row(a.items), row(b.items)]);
  if (result.kind === 'test') return { kind: 'test', test: 'chi-square', p: result.p };
  return { kind: result.kind };
}

/**
 * The test that suits a question's type: chi-square for single choices, Welch's t for numbers,
 * ratings and scales, two proportions for yes/no; null for the other types. Each takes the
 * groups as independent: none is made when they share responses.
 */
export function differenceOf(
  a: QuestionStat,
  b: QuestionStat,
  overlap: GroupOverlap = { kind: 'disjoint' },
): Difference | null {
  const difference = testOf(a, b);
  return difference && overlap.kind !== 'disjoint' ? { kind: 'overlap' } : difference;
}

function testOf(a: QuestionStat, b: QuestionStat): Difference | null {
  if (a.kind === 'choices' && b.kind === 'choices') return choicesDifference(a, b);
  if (a.kind === 'numbers' && b.kind === 'numbers') {
    if (!a.summary || !b.summary) return { kind: 'no-test' };
    const result = welchTTest(a.summary, b.summary);
    return result.kind === 'test' ? { kind: 'test', test: 'welch', p: result.p } : result;
  }
  if (a.kind === 'scale' && b.kind === 'scale') {
    const moments = (stat: typeof a) =>
      momentsOfCounts(stat.items.map((item) => ({ value: Number(item.label), count: item.count })));
    const result = welchTTest(moments(a), moments(b));
    return result.kind === 'test' ? { kind: 'test', test: 'welch', p: result.p } : result;
  }
  if (a.kind === 'yesNo' && b.kind === 'yesNo') {
    const proportion = (stat: typeof a) => ({
      yes: stat.items[0]?.count ?? 0,
      count: stat.answered,
    });
    const result = twoProportionTest(proportion(a), proportion(b));
    return result.kind === 'test' ? { kind: 'test', test: 'two-proportion', p: result.p } : result;
  }
  return null;
}

/** Steps that count the responses of `rows` per local day into `days`. */
function dayCountSteps(rows: readonly Submission[], days: ReturnType<typeof counter>) {
  const dayOf = localDays();
  return rowSteps(rows.length, (from, to) => {
    for (let at = from; at < to; at += 1) {
      const day = dayOf(rows[at]!.created_at);
      if (day !== null) days.add(day);
    }
  });
}

/** Both groups' responses per day on one axis: each has every day of the other, at 0. */
function overlaid(
  daysA: Map<string, number>,
  daysB: Map<string, number>,
  shiftDays: number,
  totals: { a: number; b: number },
): { a: Timeline; b: Timeline } {
  // The second group's days moved on, a day at a time (not a Date per response).
  const moved = counter();
  for (const [day, count] of daysB) {
    const time = dayTime(day)! + shiftDays * DAY_MS;
    moved.add(shiftDays === 0 ? day : new Date(time).toISOString().slice(0, 10), count);
  }
  const fill = (days: Map<string, number>, other: Map<string, number>) => {
    const filled = new Map(days);
    for (const day of other.keys()) if (!filled.has(day)) filled.set(day, 0);
    return filled;
  };
  return {
    a: timeline(fill(daysA, moved.counts), 'submitted', totals.a),
    b: timeline(fill(moved.counts, daysA), 'submitted', totals.b),
  };
}

/**
 * Two groups' Summaries and, question by question, whether they differ, as steps a page can do
 * a few at a time. `shiftDays` overlays a period on the one after it.
 */
export function comparisonSteps(
  a: readonly Submission[],
  b: readonly Submission[],
  questions: readonly Question[],
  shiftDays = 0,
) {
  const stepsA = summarySteps(a, questions, { partialsVisible: false });
  const stepsB = summarySteps(b, questions, { partialsVisible: false });
  const comparison: Comparison = {
    a: stepsA.summary,
    b: stepsB.summary,
    overTime: { a: { unit: 'day', buckets: [] }, b: { unit: 'day', buckets: [] } },
    questions: [],
    overlap: { kind: 'disjoint' },
  };
  const [daysA, daysB] = [counter(), counter()];
  const overTime = () => {
    const totals = { a: a.length, b: b.length };
    comparison.overTime = overlaid(daysA.counts, daysB.counts, shiftDays, totals);
  };
  const tests = () => {
    comparison.overlap = groupOverlap(a, b);
    comparison.questions = stepsA.summary.questions.map((item, index) => {
      const other = stepsB.summary.questions[index]!;
      return {
        question: item.question,
        a: item.stat,
        b: other.stat,
        difference: differenceOf(item.stat, other.stat, comparison.overlap),
      };
    });
  };
  return {
    comparison,
    steps: [
      ...stepsA.steps,
      ...stepsB.steps,
      ...dayCountSteps(a, daysA),
      ...dayCountSteps(b, daysB),
      overTime,
      tests,
    ],
  };
}

/** Every step of `comparisonSteps` at once. */
export function compareGroups(
  a: readonly Submission[],
  b: readonly Submission[],
  questions: readonly Question[],
  shiftDays = 0,
): Comparison {
  const { comparison, steps } = comparisonSteps(a, b, questions, shiftDays);
  steps.forEach((step) => step());
  return comparison;
}
