import { normalizeType } from '@/components/answers/answer-text';

/**
 * How a column's answers are compared and filtered. Question types that hold the same kind of
 * value share a kind, so sort and filters are written once per kind, not once per type.
 */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'range'
  | 'boolean'
  | 'date'
  | 'dateRange'
  | 'time'
  | 'choice'
  | 'multi'
  | 'files'
  | 'payment'
  | 'submitted'
  | 'status';

const KIND_OF_TYPE: Readonly<Record<string, ColumnKind>> = {
  NUMBER: 'number',
  SLIDER: 'number',
  RATING: 'number',
  LINEAR_SCALE: 'number',
  // A calculated field is a number or a text; numbers sort first, texts after (see sort.ts).
  CALCULATED_FIELD: 'number',
  RANGE_SLIDER: 'range',
  SWITCH: 'boolean',
  CHECKBOX: 'boolean',
  DATE: 'date',
  DATE_RANGE: 'dateRange',
  TIME: 'time',
  LIST_RADIO: 'choice',
  MULTIPLE_CHOICES: 'choice',
  DROPDOWN: 'choice',
  COUNTRY: 'choice',
  LIST_CHECKBOX: 'multi',
  MULTISELECT: 'multi',
  RANKING: 'multi',
  FILE_UPLOAD: 'files',
  SIGNATURE: 'files',
  PAYMENT: 'payment',
};

/** The kind of a question type; unknown types are text (their answers shown as text). */
export function columnKind(type: string): ColumnKind {
  const key = normalizeType(type);
  return Object.prototype.hasOwnProperty.call(KIND_OF_TYPE, key)
    ? (KIND_OF_TYPE[key] ?? 'text')
    : 'text';
}

/**
 * A column of the table: a question (`q:` and its id, so that no question id can be mistaken
 * for a built-in column) or one of the two built-in ones.
 */
export type ColumnRef = 'submitted' | 'status' | `q:${string}`;

export const questionColumn = (questionId: string): ColumnRef => `q:${questionId}`;

/** The question id of a column, or null for a built-in column. */
export function questionIdOf(column: ColumnRef): string | null {
  return column.startsWith('q:') ? column.slice(2) : null;
}
