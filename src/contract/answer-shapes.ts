import * as v from 'valibot';
import type { QuestionType } from './question-types';

// docs/api.md, "Answer shapes": what an answer to each question type is.
// A question with no answer has no key or `null`; see `isAnswerOf`.

const text = v.string();
const number = v.pipe(v.number(), v.finite());
const day = v.pipe(v.string(), v.isoDate());
const texts = v.array(v.string());

export const uploadedFileSchema = v.object({
  name: v.string(),
  url: v.pipe(v.string(), v.url()),
  mime_type: v.string(),
  /** In bytes. */
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type UploadedFile = v.InferOutput<typeof uploadedFileSchema>;

// A range whose ends are the wrong way round has the right keys but is not a range.
const dateRange = v.pipe(
  v.object({ start: day, end: day }),
  v.check(({ start, end }) => start <= end, 'The range ends before it starts'),
);
const numberRange = v.pipe(
  v.object({ min: number, max: number }),
  v.check(({ min, max }) => min <= max, 'The range ends before it starts'),
);

export const ANSWER_SHAPES = {
  SHORT_ANSWER: text,
  LONG_ANSWER: text,
  EMAIL: text,
  PHONE_NUMBER: text,
  LINK: text,
  NUMBER: number,
  SLIDER: number,
  RANGE_SLIDER: numberRange,
  SWITCH: v.boolean(),
  CHECKBOX: v.boolean(),
  DATE: day,
  DATE_RANGE: dateRange,
  TIME: v.pipe(v.string(), v.isoTime()),
  RATING: number,
  LINEAR_SCALE: number,
  FILE_UPLOAD: v.array(uploadedFileSchema),
  SIGNATURE: v.pipe(v.array(uploadedFileSchema), v.length(1)),
  HIDDEN: text,
  COUNTRY: text,
  // The chosen option's text.
  LIST_RADIO: text,
  LIST_CHECKBOX: texts,
  MULTIPLE_CHOICES: text,
  DROPDOWN: text,
  MULTISELECT: texts,
  /** First is ranked highest. */
  RANKING: texts,
  /** A text or a number, depending on the field's formula. */
  CALCULATED_FIELD: v.union([text, number]),
  // docs/api.md shows `"EUR"` and `"paid"`: read as an example of an ISO 4217 code and of a
  // status, as payments in other currencies and states (pending, refunded) exist in practice.
  PAYMENT: v.object({
    /** In the currency's minor unit (cents for EUR). */
    amount: v.pipe(v.number(), v.integer()),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    status: v.string(),
  }),
} as const satisfies Record<QuestionType, v.GenericSchema>;

export type AnswerOf<T extends QuestionType> = v.InferOutput<(typeof ANSWER_SHAPES)[T]>;
export type Answer = AnswerOf<QuestionType>;

/** An answer as docs/api.md allows it for a question of `type`: its shape, or no answer. */
export function isAnswerOf<T extends QuestionType>(
  type: T,
  value: unknown,
): value is AnswerOf<T> | null | undefined {
  return value === null || value === undefined || v.is(ANSWER_SHAPES[type], value);
}
