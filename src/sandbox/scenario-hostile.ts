import type { Question, Submission } from '@/contract/entities';
import { QUESTION_TYPES } from '@/contract/question-types';
import type { FormRecord } from './data';
import { isoAt, MINUTE } from './dates';
import { createRng, type Rng } from './random';
import { questionId, uniqueId } from './seed-builder';
import { EMOJI_NAME, HOSTILE_VALUES, hostileExtraKeys, IMG, SCRIPT } from './hostile-values';

const SUBMISSIONS = 14;

// Question names are respondent-visible text too, and get the same treatment.
const NAME_SUFFIXES = [SCRIPT, IMG, 'ما هو رأيك؟', EMOJI_NAME];

function questions(formId: string): Question[] {
  return QUESTION_TYPES.map((type, index) => ({
    id: questionId(formId, index),
    name: `${type.toLowerCase()} ${NAME_SUFFIXES[index % NAME_SUFFIXES.length] ?? ''}`,
    type,
    is_deleted: false,
  }));
}

function submission(
  questionList: Question[],
  k: number,
  at: number,
  rng: Rng,
  taken: Set<string>,
): Submission {
  const responses: Record<string, unknown> = k % 3 === 0 ? hostileExtraKeys() : {};
  questionList.forEach((question, index) => {
    const values = HOSTILE_VALUES[question.type];
    // Offsetting by the question index mixes the variants within one submission.
    responses[question.id] = values[(k + index) % values.length];
  });
  return {
    id: uniqueId(rng, 'sub', taken),
    created_at: isoAt(at),
    is_partial: k % 4 === 3,
    responses,
  };
}

/** A form whose answers are hostile or malformed; the dashboard must render all of it as text. */
export function buildHostileForm(formId: string, createdAt: number, seed: number): FormRecord {
  const rng = createRng(seed);
  const taken = new Set<string>();
  const questionList = questions(formId);
  return {
    form: {
      id: formId,
      name: `Hostile input ${IMG}`,
      created_at: isoAt(createdAt),
      updated_at: isoAt(createdAt),
      status: 'published',
    },
    questions: questionList,
    submissions: Array.from({ length: SUBMISSIONS }, (_, k) =>
      submission(questionList, k, createdAt + (SUBMISSIONS - k) * MINUTE, rng, taken),
    ),
  };
}
