import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@/contract/question-types';
import { deeplyNested, VALID_ANSWERS, WRONG_SHAPES } from './answer-fixtures';
import { answerToText } from './answer-text';
import { genericText } from './generic-text';

const text = (type: string, value: unknown) => answerToText(type, value, 'en-US');

describe('answerToText for every question type', () => {
  const expected: Record<string, string | RegExp> = {
    SHORT_ANSWER: 'Ann Smith',
    LONG_ANSWER: 'Line one\nLine two',
    EMAIL: 'ann@example.com',
    PHONE_NUMBER: '+1 555 0100',
    LINK: 'https://example.com/page?q=1',
    NUMBER: '1,234.5',
    SLIDER: '70',
    RANGE_SLIDER: '20 – 80',
    SWITCH: 'Yes',
    CHECKBOX: 'No',
    DATE: 'Mar 5, 2024',
    DATE_RANGE: 'Mar 1, 2024 – Mar 5, 2024',
    TIME: /^2:30\sPM$/,
    RATING: '4',
    LINEAR_SCALE: '8',
    FILE_UPLOAD: 'cv.pdf (12.3 kB), photo.png (2.5 MB)',
    SIGNATURE: 'signature.png (4 kB)',
    HIDDEN: 'utm-spring',
    COUNTRY: 'Germany',
    LIST_RADIO: 'Blue',
    LIST_CHECKBOX: 'Red, Green',
    MULTIPLE_CHOICES: 'Option A',
    DROPDOWN: 'Berlin',
    MULTISELECT: 'a, b, c, d, e',
    RANKING: '1. Pizza, 2. Pasta, 3. Salad',
    CALCULATED_FIELD: '42.5',
    PAYMENT: '€12.50 (paid)',
  };

  it('has an expectation for each of the 27 types', () => {
    expect(Object.keys(expected).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it.each(QUESTION_TYPES.map((type) => [type]))('%s', (type) => {
    const want = expected[type];
    if (want instanceof RegExp) expect(text(type, VALID_ANSWERS[type])).toMatch(want);
    else expect(text(type, VALID_ANSWERS[type])).toBe(want);
  });

  it('handles the variants within a type', () => {
    expect(text('CALCULATED_FIELD', 'Gold tier')).toBe('Gold tier');
    expect(text('PAYMENT', { amount: 1250, currency: 'JPY' })).toBe('¥1,250');
    expect(text('COUNTRY', 'Atlantis')).toBe('Atlantis');
    expect(text('FILE_UPLOAD', [{ name: 'notes.txt' }])).toBe('notes.txt');
    expect(text('RANKING', [])).toBe('');
    expect(text('SHORT_ANSWER', '  ')).toBe('');
    expect(text('date', '2024-03-05')).toBe('Mar 5, 2024');
  });

  it.each([null, undefined])('is empty for %j', (value) => {
    for (const type of QUESTION_TYPES) expect(text(type, value)).toBe('');
  });
});

describe('answerToText for wrong shapes and unknown types', () => {
  it.each(WRONG_SHAPES)('renders %s readably under every type', (_label, value, readable) => {
    for (const type of [...QUESTION_TYPES, 'SOMETHING_NEW', '']) {
      const result = text(type, value);
      expect(result).not.toContain('[object Object]');
      expect(result.length).toBeGreaterThan(0);
      // Types whose shape the value happens to fit format it their own way.
      if (typeof value === 'object') expect(result).toBe(readable);
    }
  });

  it.each([
    ['DATE', '2024-02-30', '2024-02-30'],
    ['TIME', '25:00', '25:00'],
    ['DATE_RANGE', { start: '2024-03-01' }, 'start: 2024-03-01'],
    ['DATE_RANGE', { start: '2024-03-01', end: 'soon' }, 'start: 2024-03-01, end: soon'],
    ['RANGE_SLIDER', { min: '20', max: 80 }, 'min: 20, max: 80'],
    ['NUMBER', '12', '12'],
    ['SWITCH', 'yes', 'yes'],
    ['LIST_CHECKBOX', ['a', 2], 'a, 2'],
    ['FILE_UPLOAD', [{ url: 'https://x.example/f' }], '{url: https://x.example/f}'],
    ['FILE_UPLOAD', 'cv.pdf', 'cv.pdf'],
    [
      'PAYMENT',
      { amount: 1250, currency: 'EURO', status: 'paid' },
      'amount: 1,250, currency: EURO, status: paid',
    ],
    ['PAYMENT', 12.5, '12.5'],
    ['SHORT_ANSWER', ['x', 'y'], 'x, y'],
    ['SOMETHING_NEW', { x: 1 }, 'x: 1'],
  ])('%s with %j reads %j', (type, value, readable) => {
    expect(text(type, value)).toBe(readable);
  });
});

describe('genericText', () => {
  it('elides very deep nesting instead of overflowing the stack', () => {
    const result = genericText(deeplyNested(100_000), 'en-US');
    expect(result).toBe('[[[[[[[[…]]]]]]]]');
  });

  it('elides cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(genericText(cyclic, 'en-US')).toBe('name: loop, self: {…}');
  });

  it('keeps a huge string whole', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(genericText(huge)).toHaveLength(1_000_000);
  });

  it('never throws, even for values no JSON parser makes', () => {
    const throwing = {
      get boom(): string {
        throw new Error('getter');
      },
    };
    expect(() => genericText(throwing)).not.toThrow();
    expect(genericText(Symbol('s'))).toBe('');
    expect(genericText(10n)).toBe('10');
  });

  it('keeps hostile markup as literal text', () => {
    expect(genericText({ html: '<script>alert(1)</script>' })).toBe(
      'html: <script>alert(1)</script>',
    );
  });
});
