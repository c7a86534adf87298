// The published forms with many submissions.
import { REFERENCE_DATE } from './dates';
import type { FormSpec } from './seed-builder';
import { SEED_FORM_IDS } from './seed-form-ids';
import { fullName } from './seed-people';

const at = Date.parse;

const IMPROVEMENTS = [
  'The export to Excel takes far too long for our monthly reports.',
  'Please add a dark mode, we use the dashboard on the night shift.',
  'Onboarding was smooth. Support answered within an hour!',
  'Billing invoices should include our VAT number.\nOtherwise all good.',
  'Die mobile App stürzt beim Hochladen von Fotos manchmal ab.',
  'La búsqueda no encuentra pedidos antiguos.',
  'More keyboard shortcuts, please.',
  'Nothing to add. Keep it up.',
  'The API rate limits are too strict for our nightly sync (we hit 429s around 02:00).',
];

export const CUSTOMER_FEEDBACK: FormSpec = {
  id: SEED_FORM_IDS.customerFeedback,
  name: 'Customer feedback 2026',
  status: 'published',
  createdAt: at('2026-01-05T10:12:00Z'),
  updatedAt: at('2026-03-18T14:40:00Z'),
  questions: [
    { name: 'Your name', type: 'SHORT_ANSWER', skip: 0.2, answer: (c) => fullName(c.person) },
    { name: 'Email address', type: 'EMAIL', skip: 0.25 },
    { name: 'How satisfied are you with Northwind overall?', type: 'RATING' },
    { name: 'How likely are you to recommend us to a colleague?', type: 'LINEAR_SCALE' },
    {
      name: 'Which of our products do you use?',
      type: 'LIST_CHECKBOX',
      choices: ['Analytics', 'Billing', 'Inventory', 'Mobile app', 'Public API'],
    },
    { name: 'What should we improve?', type: 'LONG_ANSWER', texts: IMPROVEMENTS, skip: 0.3 },
    {
      name: 'Preferred contact channel',
      type: 'DROPDOWN',
      choices: ['Email', 'Phone', 'Video call', 'No contact, please'],
    },
    { name: 'May we follow up about your answers?', type: 'SWITCH' },
  ],
  submissions: {
    count: 340,
    partialRate: 0.15,
    newest: REFERENCE_DATE - 20 * 60_000,
    oldest: at('2026-01-09T08:00:00Z'),
  },
};

// The two questions were removed on this day; older submissions still answer them.
const EVENT_CHANGE = at('2026-07-01T12:00:00Z');

export const EVENT_REGISTRATION: FormSpec = {
  id: SEED_FORM_IDS.eventRegistration,
  name: 'Event registration: Northwind Summit 2026',
  status: 'published',
  createdAt: at('2026-04-15T09:30:00Z'),
  updatedAt: EVENT_CHANGE,
  questions: [
    { name: 'Full name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
    { name: 'Work email', type: 'EMAIL' },
    { name: 'Company', type: 'SHORT_ANSWER', answer: (c) => c.person.company },
    {
      name: 'Ticket type',
      type: 'LIST_RADIO',
      choices: ['Early bird', 'Standard', 'Student', 'Speaker'],
    },
    {
      name: 'Which workshops will you attend?',
      type: 'LIST_CHECKBOX',
      choices: ['Design systems', 'Scaling Postgres', 'Accessible forms', 'Incident drills'],
    },
    {
      name: 'T-shirt size',
      type: 'DROPDOWN',
      choices: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      activeUntil: EVENT_CHANGE,
    },
    { name: 'Do you need a parking spot?', type: 'SWITCH', activeUntil: EVENT_CHANGE },
    {
      name: 'Dietary requirements',
      type: 'DROPDOWN',
      choices: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Halal', 'Kosher'],
    },
    {
      name: 'Arrival date',
      type: 'DATE',
      answer: (c) => c.rng.pick(['2026-11-16', '2026-11-17', '2026-11-18']),
    },
    {
      name: 'Ticket payment',
      type: 'PAYMENT',
      answer: (c) => ({
        amount: c.rng.pick([4900, 14900, 29900]),
        currency: 'EUR',
        status: 'paid',
      }),
    },
    {
      name: 'Accessibility needs',
      type: 'LONG_ANSWER',
      texts: ['Step-free access, please.', 'Sign language interpretation for the keynote.'],
      skip: 0.85,
      activeFrom: EVENT_CHANGE,
    },
  ],
  submissions: {
    count: 128,
    partialRate: 0.1,
    newest: at('2026-10-25T17:05:00Z'),
    oldest: at('2026-04-18T07:45:00Z'),
  },
};

export const SUPPORT_INTAKE: FormSpec = {
  id: SEED_FORM_IDS.supportIntake,
  name: 'Support ticket intake',
  status: 'published',
  createdAt: at('2026-06-01T08:00:00Z'),
  updatedAt: at('2026-06-03T11:20:00Z'),
  questions: [
    { name: 'Name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
    { name: 'Email', type: 'EMAIL' },
    {
      name: 'Product',
      type: 'DROPDOWN',
      choices: ['Analytics', 'Billing', 'Inventory', 'Mobile app'],
    },
    { name: 'Severity', type: 'LIST_RADIO', choices: ['Low', 'Medium', 'High', 'Critical'] },
    {
      name: 'Describe the problem',
      type: 'LONG_ANSWER',
      texts: [
        'Invoices from October show the wrong tax rate.',
        'Sync between warehouse 2 and the web shop stopped yesterday at 16:00.',
        'I cannot log in since the password reset, the link says "expired".',
        'Charts stay empty for the last 7 days range.',
      ],
    },
    { name: 'Screenshots', type: 'FILE_UPLOAD', skip: 0.4 },
    { name: 'Best time to call back', type: 'TIME' },
    {
      name: 'Order reference',
      type: 'HIDDEN',
      answer: (c) => `NW-2026-${String(c.rng.int(10000, 99999))}`,
    },
  ],
  submissions: {
    count: 86,
    partialRate: 0.1,
    newest: at('2026-10-31T16:48:00Z'),
    oldest: at('2026-06-02T09:00:00Z'),
  },
};
