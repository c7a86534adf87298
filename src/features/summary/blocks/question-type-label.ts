import { normalizeType } from '@/components/answers/answer-text';
import { isQuestionType, type QuestionType } from '@/contract/question-types';

const LABELS: Record<QuestionType, string> = {
  SHORT_ANSWER: 'Short answer',
  LONG_ANSWER: 'Long answer',
  EMAIL: 'E-mail',
  PHONE_NUMBER: 'Phone number',
  LINK: 'Link',
  NUMBER: 'Number',
  SLIDER: 'Slider',
  RANGE_SLIDER: 'Range slider',
  SWITCH: 'Switch',
  CHECKBOX: 'Checkbox',
  DATE: 'Date',
  DATE_RANGE: 'Date range',
  TIME: 'Time',
  RATING: 'Rating',
  LINEAR_SCALE: 'Linear scale',
  FILE_UPLOAD: 'File upload',
  SIGNATURE: 'Signature',
  HIDDEN: 'Hidden field',
  COUNTRY: 'Country',
  LIST_RADIO: 'Single choice',
  LIST_CHECKBOX: 'Checkboxes',
  MULTIPLE_CHOICES: 'Multiple choice',
  DROPDOWN: 'Dropdown',
  MULTISELECT: 'Multi-select',
  RANKING: 'Ranking',
  CALCULATED_FIELD: 'Calculated field',
  PAYMENT: 'Payment',
};

/** A question type in words ("Short answer"); a type the contract does not list, as sent. */
export function questionTypeLabel(type: string): string {
  const key = normalizeType(type);
  return isQuestionType(key) ? LABELS[key] : type;
}
