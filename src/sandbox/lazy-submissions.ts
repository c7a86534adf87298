import type { Submission } from '@/contract/entities';
import type { FormRecord } from './data';
import { isoAt } from './dates';
import { createRng, deriveSeed } from './random';
import { answerFor, type AnswerContext, type QuestionSpec } from './seed-answers';
import { buildFormRecord, questionId, uniqueId, type FormSpec } from './seed-builder';
import { randomPerson } from './seed-people';

/** A question of a form with the spec its answers are drawn from. */
export interface PlannedQuestion {
  id: string;
  spec: QuestionSpec;
}

const isActive = (spec: QuestionSpec, at: number) =>
  (spec.activeFrom ?? -Infinity) <= at && at < (spec.activeUntil ?? Infinity);

/**
 * One respondent's answers, drawn as the seed builder draws them: a partial submission answers
 * only the first questions; a completed one may skip a question or answer it with `null`.
 */
export function answerSubmission(
  questions: readonly PlannedQuestion[],
  ctx: AnswerContext,
  isPartial: boolean,
  nullRate = 0.02,
): Record<string, unknown> {
  const active = questions.filter((q) => isActive(q.spec, ctx.createdAt));
  const answered = isPartial
    ? active.slice(0, ctx.rng.int(1, Math.max(1, active.length - 1)))
    : active;
  const responses: Record<string, unknown> = {};
  for (const { id, spec } of answered) {
    if (!isPartial && ctx.rng.bool(spec.skip ?? 0.03)) continue;
    responses[id] = ctx.rng.bool(nullRate) ? null : answerFor(spec, ctx);
  }
  return responses;
}

interface LazyForm {
  questions: readonly PlannedQuestion[];
  seed: number;
  nullRate?: number;
}

/**
 * A submission that holds only its id, time and kind; its answers are drawn from its own seed
 * each time they are read. 50,000 submissions of 15 answers as plain objects take tens of MB of
 * the page's heap in the in-browser sandbox, where the response set is measured too.
 */
class LazySubmission implements Submission {
  readonly #form: LazyForm;
  #responses: Record<string, unknown> | undefined;

  constructor(
    form: LazyForm,
    readonly id: string,
    readonly created_at: string,
    public is_partial: boolean,
  ) {
    this.#form = form;
  }

  get responses(): Record<string, unknown> {
    if (this.#responses) return this.#responses;
    const rng = createRng(deriveSeed(this.#form.seed, this.id));
    const ctx = { rng, person: randomPerson(rng), submissionId: this.id };
    const createdAt = Date.parse(this.created_at);
    const form = this.#form;
    return answerSubmission(form.questions, { ...ctx, createdAt }, this.is_partial, form.nullRate);
  }

  /** Kept once set, like a plain object's property. */
  set responses(value: Record<string, unknown>) {
    this.#responses = value;
  }

  toJSON(): Submission {
    const { id, created_at, is_partial, responses } = this;
    return { id, created_at, is_partial, responses };
  }
}

/** Newest first by `created_at`, ties by `id` descending: the order of docs/api.md. */
export function newestFirst(a: Submission, b: Submission): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * A form record like `buildFormRecord`'s whose submissions answer lazily. `tieRate` is the share
 * of submissions sent in the same second as the one before, so that the tie order is exercised.
 */
export function buildLazyFormRecord(spec: FormSpec, seed: number, tieRate = 0.02): FormRecord {
  const record = buildFormRecord({ ...spec, submissions: undefined }, seed);
  const form: LazyForm = {
    questions: spec.questions.map((q, i) => ({ id: questionId(spec.id, i), spec: q })),
    seed: deriveSeed(seed, `${spec.id}:answers`),
    nullRate: spec.submissions?.nullRate,
  };
  const plan = spec.submissions ?? { count: 0, partialRate: 0, newest: 0, oldest: 0 };
  const rng = createRng(deriveSeed(seed, spec.id));
  const taken = new Set<string>();
  const span = plan.newest - plan.oldest;
  let at = plan.newest;
  for (let n = 0; n < plan.count; n++) {
    // Slot n of count, jittered inside its slot, as seed-builder spreads them.
    if (n > 0 && !rng.bool(tieRate))
      at = plan.newest - (span * (n + rng.next() * 0.9)) / plan.count;
    const id = uniqueId(rng, 'sub', taken);
    record.submissions.push(new LazySubmission(form, id, isoAt(at), rng.bool(plan.partialRate)));
  }
  record.submissions.sort(newestFirst);
  return record;
}
