/** The 27 question types of the v1 API (a question's `type`), in the order the API lists them. */
export const QUESTION_TYPES = [
  'SHORT_ANSWER',
  'LONG_ANSWER',
  'EMAIL',
  'PHONE_NUMBER',
  'LINK',
  'NUMBER',
  'SLIDER',
  'RANGE_SLIDER',
  'SWITCH',
  'CHECKBOX',
  'DATE',
  'DATE_RANGE',
  'TIME',
  'RATING',
  'LINEAR_SCALE',
  'FILE_UPLOAD',
  'SIGNATURE',
  'HIDDEN',
  'COUNTRY',
  'LIST_RADIO',
  'LIST_CHECKBOX',
  'MULTIPLE_CHOICES',
  'DROPDOWN',
  'MULTISELECT',
  'RANKING',
  'CALCULATED_FIELD',
  'PAYMENT',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export function isQuestionType(type: string): type is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(type);
}
