import { QUESTION_TYPES, type QuestionType } from '@/contract/question-types';
import type { FormRecord } from './data';
import { createRng, deriveSeed } from './random';
import { signature, uploadedFile, type AnswerContext, type QuestionSpec } from './seed-answers';
import { buildFormRecord, type FormSpec } from './seed-builder';
import { SEED_FORM_IDS } from './seed-form-ids';
import { randomPerson } from './seed-people';

// A Record over QuestionType makes the compiler insist on all 27 types.
const SHOWCASE_QUESTIONS: Record<QuestionType, Omit<QuestionSpec, 'type'>> = {
  SHORT_ANSWER: {
    name: 'Short answer: your nickname',
    texts: ['Mo', 'Kiki', 'Big Jay', 'Tschüssi'],
  },
  LONG_ANSWER: {
    name: 'Long answer: tell us about your day',
    texts: ['Busy.\nThree meetings, one good one.', 'Rained all day, read a book.'],
  },
  EMAIL: { name: 'Email' },
  PHONE_NUMBER: { name: 'Phone number' },
  LINK: {
    name: 'Link to your website',
    texts: ['https://blog.mo.example/', 'https://kiki.example'],
  },
  NUMBER: { name: 'Number: how many coffees today?', range: [0, 7] },
  SLIDER: { name: 'Slider: volume (0-100)' },
  RANGE_SLIDER: { name: 'Range slider: budget in EUR', range: [0, 5000] },
  SWITCH: { name: 'Switch: subscribe to updates' },
  CHECKBOX: { name: 'Checkbox: I accept the terms' },
  DATE: { name: 'Date: preferred delivery day' },
  DATE_RANGE: { name: 'Date range: vacation' },
  TIME: { name: 'Time: preferred meeting time' },
  RATING: { name: 'Rating: 1 to 5 stars' },
  LINEAR_SCALE: { name: 'Linear scale: 1 to 10' },
  FILE_UPLOAD: { name: 'File upload: attachments' },
  SIGNATURE: { name: 'Signature' },
  HIDDEN: { name: 'Hidden: campaign' },
  COUNTRY: { name: 'Country' },
  LIST_RADIO: { name: 'List (radio): favourite season', choices: ['Spring', 'Summer', 'Autumn'] },
  LIST_CHECKBOX: {
    name: 'List (checkboxes): devices you own',
    choices: ['Laptop', 'Phone', 'Tablet', 'Smartwatch'],
  },
  MULTIPLE_CHOICES: { name: 'Multiple choice: preferred pet', choices: ['Cat', 'Dog', 'Fish'] },
  DROPDOWN: { name: 'Dropdown: department', choices: ['Sales', 'Support', 'Engineering'] },
  MULTISELECT: {
    name: 'Multi-select: languages you speak',
    choices: ['English', 'German', 'Spanish', 'Turkish', 'Japanese'],
  },
  RANKING: { name: 'Ranking: order these fruits', choices: ['Apple', 'Mango', 'Cherry', 'Kiwi'] },
  CALCULATED_FIELD: {
    name: 'Calculated field: score',
    calculated: 'mixed',
    texts: ['Tier A', 'Tier B', 'Tier C'],
  },
  PAYMENT: { name: 'Payment: donation' },
};

export const SHOWCASE: FormSpec = {
  id: SEED_FORM_IDS.showcase,
  name: 'Every question type',
  status: 'published',
  createdAt: Date.parse('2026-09-14T08:30:00Z'),
  updatedAt: Date.parse('2026-09-20T17:00:00Z'),
  questions: QUESTION_TYPES.map((type) => ({ type, skip: 0.08, ...SHOWCASE_QUESTIONS[type] })),
  submissions: {
    count: 42,
    partialRate: 0.15,
    nullRate: 0.06,
    newest: Date.parse('2026-10-31T19:12:00Z'),
    oldest: Date.parse('2026-09-20T18:00:00Z'),
  },
};

/** One answer in every documented shape, so every renderer has something to show. */
function canonicalAnswers(ctx: AnswerContext, calculated: number | string): unknown[] {
  return [
    'Mo',
    'Busy.\nThree meetings, one good one.',
    ctx.person.email,
    '+49 30 1234567',
    'https://blog.mo.example/',
    3,
    72,
    { min: 500, max: 1500 },
    true,
    false,
    '2026-11-24',
    { start: '2026-12-21', end: '2027-01-06' },
    '09:30',
    4,
    8,
    [
      uploadedFile(ctx, 'holiday-photo.png', 'image/png', [200_000, 900_000]),
      uploadedFile(ctx, 'booking-confirmation.pdf', 'application/pdf', [50_000, 200_000]),
      uploadedFile(ctx, 'packing-list.csv', 'text/csv', [1_000, 5_000]),
    ],
    signature(ctx),
    'newsletter-2026-10',
    'DE',
    'Autumn',
    ['Laptop', 'Phone'],
    'Cat',
    'Engineering',
    ['English', 'German', 'Turkish'],
    ['Mango', 'Cherry', 'Apple', 'Kiwi'],
    calculated,
    { amount: 2500, currency: 'EUR', status: 'paid' },
  ];
}

/**
 * The random submissions cover the shapes statistically; the three newest are fixed so that
 * text and number CALCULATED_FIELD values, nulls, missing keys and an unknown key always exist.
 */
export function buildShowcase(seed: number): FormRecord {
  const record = buildFormRecord(SHOWCASE, seed);
  const rng = createRng(deriveSeed(seed, `${SHOWCASE.id}:canonical`));
  const ids = record.questions.map((q) => q.id);
  const variants: Array<(answers: unknown[]) => Record<string, unknown>> = [
    (answers) => Object.fromEntries(ids.map((id, i) => [id, answers[i]])),
    // `legacy_referrer` answers a question that no longer exists on any form.
    (answers) => ({
      ...Object.fromEntries(ids.map((id, i) => [id, answers[i]])),
      legacy_referrer: 'spring-campaign-2025',
    }),
    (answers) =>
      Object.fromEntries(
        ids.flatMap((id, i) => (i % 3 === 0 ? [] : [[id, i % 3 === 1 ? null : answers[i]]])),
      ),
  ];
  variants.forEach((variant, index) => {
    const submission = record.submissions[index];
    if (!submission) return;
    const ctx = { rng, person: randomPerson(rng), submissionId: submission.id, createdAt: 0 };
    submission.is_partial = false;
    submission.responses = variant(canonicalAnswers(ctx, index === 1 ? 87.5 : 'Tier B'));
  });
  return record;
}
