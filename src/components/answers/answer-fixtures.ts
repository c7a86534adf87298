// Test data: one answer per question type in the shape docs/api.md gives it.
// Shared by the text and view tests so both cover the same 27 types.
import type { AnswerOf } from '@/contract/answer-shapes';
import type { QuestionType } from '@/contract/question-types';

export const VALID_ANSWERS: { readonly [T in QuestionType]: AnswerOf<T> } = {
  SHORT_ANSWER: 'Ann Smith',
  LONG_ANSWER: 'Line one\nLine two',
  EMAIL: 'ann@example.com',
  PHONE_NUMBER: '+1 555 0100',
  LINK: 'https://example.com/page?q=1',
  NUMBER: 1234.5,
  SLIDER: 70,
  RANGE_SLIDER: { min: 20, max: 80 },
  SWITCH: true,
  CHECKBOX: false,
  DATE: '2024-03-05',
  DATE_RANGE: { start: '2024-03-01', end: '2024-03-05' },
  TIME: '14:30',
  RATING: 4,
  LINEAR_SCALE: 8,
  FILE_UPLOAD: [
    {
      name: 'cv.pdf',
      url: 'https://files.example.com/cv.pdf',
      mime_type: 'application/pdf',
      size: 12300,
    },
    {
      name: 'photo.png',
      url: 'https://files.example.com/photo.png',
      mime_type: 'image/png',
      size: 2_500_000,
    },
  ],
  SIGNATURE: [
    {
      name: 'signature.png',
      url: 'https://files.example.com/sig.png',
      mime_type: 'image/png',
      size: 4000,
    },
  ],
  HIDDEN: 'utm-spring',
  COUNTRY: 'DE',
  LIST_RADIO: 'Blue',
  LIST_CHECKBOX: ['Red', 'Green'],
  MULTIPLE_CHOICES: 'Option A',
  DROPDOWN: 'Berlin',
  MULTISELECT: ['a', 'b', 'c', 'd', 'e'],
  RANKING: ['Pizza', 'Pasta', 'Salad'],
  CALCULATED_FIELD: 42.5,
  PAYMENT: { amount: 1250, currency: 'EUR', status: 'paid' },
};

/** Values of the wrong shape for most types, each with its readable en-US rendering. */
export const WRONG_SHAPES: ReadonlyArray<readonly [label: string, value: unknown, text: string]> = [
  ['a nested object', { a: 1, b: { c: [1, 'x'] } }, 'a: 1, b: {c: [1, x]}'],
  ['a mixed array', ['x', 1, true, null, { k: 'v' }], 'x, 1, Yes, —, {k: v}'],
  [
    'prototype-named keys',
    JSON.parse('{"__proto__":{"polluted":1},"toString":"boom","valueOf":3}'),
    '__proto__: {polluted: 1}, toString: boom, valueOf: 3',
  ],
  ['an empty object', {}, '{}'],
  ['a NaN-like string', 'NaN', 'NaN'],
  ['a number', 7, '7'],
  ['a boolean', true, 'Yes'],
];

/** `depth` arrays nested in one another, built without recursion. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}
