// The question sets of the generated scenario forms.
import { QUESTION_TYPES } from '@/contract/question-types';
import { DAY } from './dates';
import type { QuestionSpec } from './seed-answers';
import { fullName } from './seed-people';

const PLANS = ['Free', 'Pro', 'Business', 'Enterprise'];
const FEATURES = ['Reports', 'Exports', 'Webhooks', 'Public API', 'Mobile app', 'SSO'];
const COMMENTS = [
  'Fast delivery.',
  'Box was damaged.',
  'The export to Excel takes far too long for our monthly reports.',
  'Die mobile App stürzt beim Hochladen von Fotos manchmal ab.',
  'La búsqueda no encuentra pedidos antiguos.',
  'Support answered within an hour, thank you!',
];

// Mostly paid, so that "paid" narrows a filter without emptying it.
const PAYMENT_STATUSES = ['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'pending', 'refunded'];

const payment: QuestionSpec['answer'] = (c) => ({
  amount: c.rng.pick([0, 1900, 4900, 12900, 49900]),
  currency: 'EUR',
  status: c.rng.pick(PAYMENT_STATUSES),
});

/** The 10,000-submission form: one question of each kind a search, sort or filter treats apart. */
export const LARGE_QUESTIONS: QuestionSpec[] = [
  { name: 'Name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
  { name: 'Email', type: 'EMAIL' },
  { name: 'How was your order?', type: 'RATING' },
  { name: 'Plan', type: 'DROPDOWN', choices: PLANS },
  { name: 'Comment', type: 'LONG_ANSWER', texts: COMMENTS, skip: 0.6 },
  { name: 'Subscribe to updates', type: 'SWITCH' },
  { name: 'Order total', type: 'NUMBER', range: [5, 2500] },
  { name: 'Delivery date', type: 'DATE' },
  { name: 'Features used', type: 'MULTISELECT', choices: FEATURES },
  { name: 'Payment', type: 'PAYMENT', answer: payment },
];

/**
 * The 50,000-submission form: every kind of column the response set searches, sorts and filters,
 * and one deleted question that only the older half of the submissions answers.
 */
export function hugeQuestions(createdAt: number): QuestionSpec[] {
  return [
    { name: 'Name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
    { name: 'Email', type: 'EMAIL' },
    { name: 'Team size', type: 'NUMBER', range: [1, 5000] },
    { name: 'How satisfied are you?', type: 'RATING' },
    {
      name: 'How likely are you to recommend us?',
      type: 'LINEAR_SCALE',
      answer: (c) => c.rng.int(0, 10),
    },
    { name: 'Plan', type: 'DROPDOWN', choices: PLANS },
    {
      name: 'How did you hear about us?',
      type: 'LIST_RADIO',
      choices: ['Search engine', 'A colleague', 'Conference', 'Podcast', 'Other'],
    },
    { name: 'Features used', type: 'MULTISELECT', choices: FEATURES },
    { name: 'Start date', type: 'DATE' },
    { name: 'Best time to call', type: 'TIME', skip: 0.2 },
    { name: 'Subscribe to updates', type: 'SWITCH' },
    { name: 'Payment', type: 'PAYMENT', answer: payment },
    { name: 'Attachments', type: 'FILE_UPLOAD', skip: 0.7 },
    { name: 'Country', type: 'COUNTRY' },
    { name: 'Comment', type: 'LONG_ANSWER', texts: COMMENTS, skip: 0.5 },
    {
      name: 'Referral code',
      type: 'SHORT_ANSWER',
      answer: (c) => `REF-${String(c.rng.int(1000, 9999))}`,
      activeUntil: createdAt + 10 * DAY,
    },
  ];
}

const WIDE_TOPICS = [
  'How would you rate the onboarding call with our customer success team',
  'Budget',
  'Preferred contact',
  'Which integrations matter most to your team over the next two quarters',
  'Region',
];

export function wideQuestions(): QuestionSpec[] {
  return Array.from({ length: 150 }, (_, i) => ({
    name: `Q${i + 1}. ${WIDE_TOPICS[i % WIDE_TOPICS.length] ?? ''}`,
    type: QUESTION_TYPES[i % QUESTION_TYPES.length] ?? 'SHORT_ANSWER',
    skip: 0.1,
  }));
}

/** A form's name of 200 characters and no space, as some owners paste an identifier. */
export const LONG_NAME = `Quarterly_customer_survey_${'x'.repeat(174)}`;

const LONG_URL = `https://www.example.com/${'path/'.repeat(20)}?ref=${'y'.repeat(120)}`;

export function longNameQuestions(): QuestionSpec[] {
  return [
    { name: `Your_website_address_${'z'.repeat(80)}`, type: 'LINK', texts: [LONG_URL] },
    { name: 'Comment', type: 'SHORT_ANSWER', texts: [`word${'w'.repeat(150)}`] },
    { name: 'Email', type: 'EMAIL' },
  ];
}
