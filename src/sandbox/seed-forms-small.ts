// The forms with few or no submissions.
import { sandboxFileUrl } from './seed-files';
import type { FormSpec } from './seed-builder';
import { SEED_FORM_IDS } from './seed-form-ids';
import { fullName } from './seed-people';

const at = Date.parse;

export const JOB_APPLICATION: FormSpec = {
  id: SEED_FORM_IDS.jobApplication,
  name: 'Job application: Senior backend engineer',
  status: 'draft',
  createdAt: at('2026-08-03T13:00:00Z'),
  updatedAt: at('2026-10-12T10:05:00Z'),
  questions: [
    { name: 'Full name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
    { name: 'Email', type: 'EMAIL' },
    { name: 'Phone', type: 'PHONE_NUMBER' },
    {
      name: 'LinkedIn profile',
      type: 'LINK',
      answer: (c) => `https://www.linkedin.example/in/${c.person.email.split('@')[0]}`,
    },
    { name: 'Years of experience', type: 'NUMBER', range: [2, 25] },
    {
      name: 'CV and cover letter',
      type: 'FILE_UPLOAD',
      answer: (c) => [
        {
          name: 'CV.pdf',
          url: sandboxFileUrl('CV.pdf'),
          mime_type: 'application/pdf',
          size: c.rng.int(80_000, 600_000),
        },
      ],
    },
    { name: 'Earliest start date', type: 'DATE' },
    { name: 'Salary expectation (EUR per year)', type: 'RANGE_SLIDER', range: [40000, 140000] },
    { name: 'Country of residence', type: 'COUNTRY' },
    { name: 'Signature', type: 'SIGNATURE' },
  ],
  submissions: {
    count: 5,
    partialRate: 0.2,
    newest: at('2026-10-11T15:30:00Z'),
    oldest: at('2026-08-05T09:00:00Z'),
  },
};

export const NEWSLETTER: FormSpec = {
  id: SEED_FORM_IDS.newsletter,
  name: 'Newsletter signup',
  status: 'published',
  createdAt: at('2026-10-20T07:45:00Z'),
  updatedAt: at('2026-10-22T09:10:00Z'),
  questions: [
    { name: 'Email', type: 'EMAIL' },
    { name: 'First name', type: 'SHORT_ANSWER' },
    {
      name: 'Topics',
      type: 'MULTISELECT',
      choices: ['Product updates', 'Engineering blog', 'Events', 'Case studies'],
    },
    { name: 'I agree to receive emails from Northwind', type: 'CHECKBOX' },
  ],
};

export const PRODUCT_ROADMAP: FormSpec = {
  id: SEED_FORM_IDS.productRoadmap,
  name: 'Product roadmap survey',
  status: 'draft',
  createdAt: at('2026-10-05T12:00:00Z'),
  updatedAt: at('2026-10-30T16:25:00Z'),
  questions: [
    {
      name: 'Your role',
      type: 'DROPDOWN',
      choices: ['Engineering', 'Product', 'Operations', 'Finance'],
    },
    {
      name: 'Rank these themes',
      type: 'RANKING',
      choices: ['Offline mode', 'SSO and SCIM', 'Custom dashboards', 'Public API v2', 'Dark mode'],
    },
    { name: 'What would you pay per seat and month (EUR)?', type: 'SLIDER', range: [0, 100] },
    { name: 'When could you adopt it?', type: 'DATE_RANGE' },
    { name: 'Team size', type: 'NUMBER', range: [1, 400] },
    { name: 'Anything we missed?', type: 'LONG_ANSWER', texts: ['Audit log export', 'No'] },
  ],
  submissions: {
    count: 3,
    partialRate: 0,
    newest: at('2026-10-28T11:00:00Z'),
    oldest: at('2026-10-06T09:00:00Z'),
  },
};
