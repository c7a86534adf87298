import type { Question, Submission } from '@/contract/entities';
import type { FormStatus } from '@/contract/list-queries';
import type { FormRecord } from './data';
import { isoAt } from './dates';
import { createRng, deriveSeed, stableId, type Rng } from './random';
import { answerFor, type QuestionSpec } from './seed-answers';
import { randomPerson } from './seed-people';

export interface SubmissionPlan {
  count: number;
  partialRate: number;
  /** Time range of the submissions; they are spread evenly-ish from `newest` back. */
  newest: number;
  oldest: number;
  /** Probability that an answered question holds `null` instead of a value. */
  nullRate?: number;
}

export interface FormSpec {
  id: string;
  name: string;
  status: FormStatus;
  createdAt: number;
  updatedAt: number;
  questions: readonly QuestionSpec[];
  submissions?: SubmissionPlan;
}

export function questionId(formId: string, index: number): string {
  return stableId('qst', `${formId}:${index}`, 8);
}

export function buildQuestions(spec: FormSpec): Question[] {
  return spec.questions.map((question, index) => ({
    id: questionId(spec.id, index),
    name: question.name,
    type: question.type,
    is_deleted: question.activeUntil !== undefined,
  }));
}

/** A fresh submission id; a collision would make two rows share a key, so retry. */
export function uniqueId(rng: Rng, prefix: string, taken: Set<string>): string {
  for (;;) {
    const id = rng.id(prefix, 12);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function isActive(spec: QuestionSpec, at: number): boolean {
  return (spec.activeFrom ?? -Infinity) <= at && at < (spec.activeUntil ?? Infinity);
}

function buildSubmissions(spec: FormSpec, questions: Question[], seed: number): Submission[] {
  const plan = spec.submissions;
  if (!plan || plan.count === 0) return [];
  const rng = createRng(deriveSeed(seed, spec.id));
  const taken = new Set<string>();
  const span = plan.newest - plan.oldest;
  const submissions: Submission[] = [];
  for (let n = 0; n < plan.count; n++) {
    // Slot n of count, jittered inside its slot: newest first and never before `oldest`.
    const at = plan.newest - (span * (n === 0 ? 0 : n + rng.next() * 0.9)) / plan.count;
    const id = uniqueId(rng, 'sub', taken);
    const ctx = { rng, person: randomPerson(rng), submissionId: id, createdAt: at };
    const isPartial = rng.bool(plan.partialRate);
    const active = spec.questions.flatMap((q, i) => (isActive(q, at) ? [i] : []));
    // A partial submission is one the respondent abandoned part-way: later questions have no key.
    const answered = isPartial
      ? active.slice(0, rng.int(1, Math.max(1, active.length - 1)))
      : active;
    const responses: Record<string, unknown> = {};
    for (const index of answered) {
      const question = spec.questions[index];
      const id = questions[index]?.id;
      if (!question || !id || (!isPartial && rng.bool(question.skip ?? 0.03))) continue;
      responses[id] = rng.bool(plan.nullRate ?? 0.02) ? null : answerFor(question, ctx);
    }
    submissions.push({ id, created_at: isoAt(at), is_partial: isPartial, responses });
  }
  return submissions;
}

export function buildFormRecord(spec: FormSpec, seed: number): FormRecord {
  const questions = buildQuestions(spec);
  return {
    form: {
      id: spec.id,
      name: spec.name,
      created_at: isoAt(spec.createdAt),
      updated_at: isoAt(spec.updatedAt),
      status: spec.status,
    },
    questions,
    submissions: buildSubmissions(spec, questions, seed),
  };
}
