import { isAnswerOf } from './answer-shapes';
import { QUESTION_TYPES, type QuestionType } from './question-types';

const file = {
  name: 'cv.pdf',
  url: 'https://files.example/cv.pdf',
  mime_type: 'application/pdf',
  size: 1200,
};

// docs/api.md, "Answer shapes": an answer of each type, and one it is not.
const EXAMPLES: Record<QuestionType, { valid: unknown[]; invalid: unknown[] }> = {
  SHORT_ANSWER: { valid: ['Ann'], invalid: [{ text: 'Ann' }] },
  LONG_ANSWER: { valid: ['Line one\nLine two'], invalid: [['a']] },
  EMAIL: { valid: ['ann@example.com'], invalid: [42] },
  PHONE_NUMBER: { valid: ['+49 30 1234567'], invalid: [4930123456] },
  LINK: { valid: ['https://example.com/'], invalid: [{ href: 'https://example.com/' }] },
  NUMBER: { valid: [-3.5, 0], invalid: ['42'] },
  SLIDER: { valid: [70], invalid: ['70'] },
  RANGE_SLIDER: { valid: [{ min: 20, max: 80 }], invalid: [{ min: 90, max: 10 }, [10, 20]] },
  SWITCH: { valid: [true], invalid: ['true'] },
  CHECKBOX: { valid: [false], invalid: [0] },
  DATE: { valid: ['2026-11-24'], invalid: ['2026-13-01', '24.11.2026'] },
  TIME: { valid: ['09:30'], invalid: ['9:30', '25:00'] },
  DATE_RANGE: {
    valid: [{ start: '2026-12-21', end: '2027-01-06' }],
    invalid: [{ start: '2026-12-31', end: '2026-01-01' }, '2026-01-01/2026-01-05'],
  },
  RATING: { valid: [4], invalid: ['★★★★'] },
  LINEAR_SCALE: { valid: [8], invalid: [[7]] },
  FILE_UPLOAD: {
    valid: [[file, file]],
    invalid: [file, [{ name: 'cv.pdf' }], [{ ...file, size: -1 }]],
  },
  SIGNATURE: { valid: [[file]], invalid: [[file, file], 'data:image/png;base64,AAAA'] },
  HIDDEN: { valid: ['utm-spring'], invalid: [{ hidden: 1 }] },
  COUNTRY: { valid: ['DE'], invalid: [['DE']] },
  LIST_RADIO: { valid: ['Blue'], invalid: [['Blue']] },
  LIST_CHECKBOX: { valid: [['Red', 'Green']], invalid: ['Red', [1]] },
  MULTIPLE_CHOICES: { valid: ['Option A'], invalid: [7] },
  DROPDOWN: { valid: ['Berlin'], invalid: [false] },
  MULTISELECT: { valid: [['a', 'b']], invalid: [{ 0: 'a' }] },
  RANKING: { valid: [['Pizza', 'Pasta']], invalid: ['Pizza > Pasta'] },
  CALCULATED_FIELD: { valid: ['Tier B', 87.5], invalid: [{ formula: '=1+1' }] },
  PAYMENT: {
    valid: [{ amount: 2500, currency: 'EUR', status: 'paid' }],
    invalid: [{ amount: 25.5, currency: 'EUR', status: 'paid' }, { amount: 2500 }, 2500],
  },
};

describe('answer shapes', () => {
  it.each(QUESTION_TYPES.map((type) => [type]))('%s: its shape or no answer', (type) => {
    const { valid, invalid } = EXAMPLES[type];
    for (const value of [...valid, null, undefined]) expect(isAnswerOf(type, value)).toBe(true);
    for (const value of invalid)
      expect({ value, ok: isAnswerOf(type, value) }).toEqual({ value, ok: false });
  });
});
