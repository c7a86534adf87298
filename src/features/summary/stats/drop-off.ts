import type { Question, Submission } from '@/api/schemas';
import { isEmptyAnswer } from '@/components/answers/answer-guards';

export type DropOffStep = {
  question: Question;
  /** Partial submissions that got this far: they answered it or a later question, or stopped here. */
  reached: number;
  /** Partial submissions whose last answer is the question before this one. */
  stopped: number;
};

export type DropOff = {
  partials: number;
  steps: DropOffStep[];
  /** Answered every question but did not submit. */
  stoppedAfterLast: number;
  /** The question where most stopped; null with no partial submission. */
  mostStopped: Question | null;
};

const answered = (row: Submission, question: Question) =>
  Object.prototype.hasOwnProperty.call(row.responses, question.id) &&
  !isEmptyAnswer(row.responses[question.id]);

/**
 * Where partial submissions stopped, over the form's current questions in order: a partial
 * submission stopped at the question after the last one it answered.
 */
export function dropOff(rows: readonly Submission[], questions: readonly Question[]): DropOff {
  const active = questions.filter((question) => !question.is_deleted);
  const stoppedAt = Array.from({ length: active.length + 1 }, () => 0);
  let partials = 0;
  for (const row of rows) {
    if (!row.is_partial) continue;
    partials += 1;
    let last = active.length - 1;
    while (last >= 0 && !answered(row, active[last]!)) last -= 1;
    stoppedAt[last + 1]! += 1;
  }
  let reached = partials;
  const steps = active.map((question, index) => {
    const step = { question, reached, stopped: stoppedAt[index]! };
    reached -= stoppedAt[index]!;
    return step;
  });
  const most = steps.reduce<DropOffStep | null>(
    (best, step) => (step.stopped > (best?.stopped ?? 0) ? step : best),
    null,
  );
  return {
    partials,
    steps,
    stoppedAfterLast: stoppedAt[active.length]!,
    mostStopped: most?.question ?? null,
  };
}
