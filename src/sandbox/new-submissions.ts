import * as v from 'valibot';
import type { Submission } from '@/contract/entities';
import { isQuestionType } from '@/contract/question-types';
import type { FormRecord } from './data';
import { isoAt } from './dates';
import { answerSubmission, newestFirst, type PlannedQuestion } from './lazy-submissions';
import type { Rng } from './random';
import type { QuestionSpec } from './seed-answers';
import { uniqueId } from './seed-builder';
import { CUSTOMER_FEEDBACK, EVENT_REGISTRATION, SUPPORT_INTAKE } from './seed-forms-large';
import { JOB_APPLICATION, NEWSLETTER, PRODUCT_ROADMAP } from './seed-forms-small';
import { randomPerson } from './seed-people';
import { SHOWCASE } from './seed-showcase';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

/** The body of `POST __sandbox/forms/{form_id}/submissions`. */
export const newSubmissionsSchema = v.pipe(
  v.strictObject({
    count: v.optional(v.pipe(count, v.minValue(1)), 1),
    /** How many of the `count` are partial submissions. */
    partial: v.optional(count, 0),
  }),
  v.check((body) => body.partial <= body.count, 'partial: must not be more than count'),
);

export type NewSubmissions = v.InferOutput<typeof newSubmissionsSchema>;

/** The question specs of the seeded forms, so new answers look like the old ones. */
export const SEED_QUESTION_SPECS: ReadonlyMap<string, readonly QuestionSpec[]> = new Map(
  [
    NEWSLETTER,
    PRODUCT_ROADMAP,
    SHOWCASE,
    JOB_APPLICATION,
    SUPPORT_INTAKE,
    EVENT_REGISTRATION,
    CUSTOMER_FEEDBACK,
  ].map((spec) => [spec.id, spec.questions]),
);

function plan(record: FormRecord, specs: readonly QuestionSpec[] | undefined): PlannedQuestion[] {
  if (specs?.length === record.questions.length) {
    return specs.map((spec, index) => ({ id: record.questions[index]?.id ?? '', spec }));
  }
  // A form without specs (the hostile one) gets answers of each live question's type.
  return record.questions.flatMap(({ id, name, type, is_deleted }) =>
    !is_deleted && isQuestionType(type) ? [{ id, spec: { name, type } }] : [],
  );
}

/**
 * Adds `count` submissions sent now to the form, the first `partial` of them partial, and
 * returns their ids in list order. "Now" is never older than the form's newest submission, so
 * that the new ones come first in the newest-first order even when the seed dates run ahead
 * of the clock.
 */
export function addNewSubmissions(
  record: FormRecord,
  specs: readonly QuestionSpec[] | undefined,
  request: NewSubmissions,
  rng: Rng,
  now: number,
): string[] {
  const newest = record.submissions[0];
  const after = newest ? Date.parse(newest.created_at) + 1000 : -Infinity;
  const createdAt = Math.max(Math.floor(now / 1000) * 1000, after);
  const questions = plan(record, specs);
  const taken = new Set(record.submissions.map((s) => s.id));
  const added: Submission[] = Array.from({ length: request.count }, (_, n) => {
    const id = uniqueId(rng, 'sub', taken);
    const isPartial = n < request.partial;
    const ctx = { rng, person: randomPerson(rng), submissionId: id, createdAt };
    const responses = answerSubmission(questions, ctx, isPartial);
    return { id, created_at: isoAt(createdAt), is_partial: isPartial, responses };
  }).sort(newestFirst);
  record.submissions.unshift(...added);
  return added.map((s) => s.id);
}
