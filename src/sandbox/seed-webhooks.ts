import type { Webhook } from '@/contract/entities';
import { isoAt } from './dates';
import { createRng, hashString, stableId } from './random';
import { SEED_FORM_IDS } from './seed-form-ids';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function signingSecret(label: string): string {
  const rng = createRng(hashString(`secret:${label}`));
  let secret = '';
  for (let i = 0; i < 32; i++) secret += rng.pick([...SECRET_ALPHABET]);
  return `whsec_${secret}`;
}

// Ids of forms deleted from the account: their webhooks show the "form gone" finding, and are
// several, so that selecting them all and deleting them at once can be tried.
const GONE_FORM_IDS = {
  springQuiz: stableId('frm', 'spring-quiz-2025'),
  betaWaitlist: stableId('frm', 'beta-waitlist'),
} as const;
const FORM_IDS = { ...SEED_FORM_IDS, ...GONE_FORM_IDS };

type Plan = [label: string, form: keyof typeof FORM_IDS, subscriber: string, url: string];
type Dates = [enabled: boolean, created: string, updated: string];

// Newest first, as the API lists them. The first five each show one of the checks the
// webhooks page makes (issue 29): plain http, a development host, no secret, a gone form, and a
// target twice on one form; two more further down also belong to forms that are gone.
const PLANS: Array<[...Plan, ...Dates]> = [
  [
    'Post new feedback to Slack (copy)',
    'customerFeedback',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/b7x2kq/',
    true,
    '2026-11-12T09:30:00Z',
    '2026-11-12T09:30:00Z',
  ],
  [
    'Quiz results to the LMS',
    'springQuiz',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/qz81lm/',
    true,
    '2026-11-05T15:00:00Z',
    '2026-11-05T15:00:00Z',
  ],
  [
    'Post signups to Discord',
    'newsletter',
    'Make',
    'https://hook.eu1.make.example/n3w5l3tt3r9x2',
    true,
    '2026-10-29T11:20:00Z',
    '2026-10-29T11:20:00Z',
  ],
  [
    'Try the new intake parser',
    'supportIntake',
    'Internal QA',
    'https://quiet-fox-42.ngrok-free.app/hooks/support-intake',
    true,
    '2026-10-26T17:45:00Z',
    '2026-10-26T17:45:00Z',
  ],
  [
    'Legacy roadmap export',
    'productRoadmap',
    'Internal CRM',
    'http://legacy.northwind.example/import/roadmap',
    true,
    '2026-10-23T07:50:00Z',
    '2026-10-23T07:50:00Z',
  ],
  [
    'Add subscriber to Mailchimp audience',
    'newsletter',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/nws7k2/',
    true,
    '2026-10-21T08:02:00Z',
    '2026-10-21T08:02:00Z',
  ],
  [
    'QA request bin',
    'showcase',
    'Internal QA',
    'https://requestbin.northwind.example/r/every-question-type',
    false,
    '2026-09-15T10:00:00Z',
    '2026-09-30T12:30:00Z',
  ],
  [
    'Import candidates into Greenhouse',
    'jobApplication',
    'Greenhouse',
    'https://harvest.greenhouse.example/v1/webhooks/formdeck',
    false,
    '2026-08-04T09:15:00Z',
    '2026-08-04T09:15:00Z',
  ],
  [
    'Page on-call for critical tickets',
    'supportIntake',
    'PagerDuty',
    'https://events.pagerduty.example/integration/8f2c1a/enqueue',
    true,
    '2026-06-20T14:45:00Z',
    '2026-09-02T07:10:00Z',
  ],
  [
    'Create ticket in help desk',
    'supportIntake',
    'Internal CRM',
    'https://crm.northwind.example/api/hooks/support-intake',
    true,
    '2026-06-02T08:30:00Z',
    '2026-06-02T08:30:00Z',
  ],
  [
    'Badge printing queue',
    'eventRegistration',
    'Make',
    'https://hook.eu1.make.example/4kq8w2n5x7z1m3',
    true,
    '2026-05-02T11:00:00Z',
    '2026-07-01T12:05:00Z',
  ],
  [
    'Add attendee to guest list',
    'eventRegistration',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/evt9q3/',
    true,
    '2026-04-16T16:20:00Z',
    '2026-04-16T16:20:00Z',
  ],
  [
    'Quiz scores to Google Sheets',
    'springQuiz',
    'Make',
    'https://hook.eu1.make.example/q5z9s2c0r3s7g1',
    true,
    '2026-03-18T12:00:00Z',
    '2026-03-18T12:00:00Z',
  ],
  [
    'Weekly digest (old)',
    'customerFeedback',
    'Make',
    'https://hook.eu1.make.example/8xk2m5q9w3v7p0',
    false,
    '2026-03-10T09:00:00Z',
    '2026-05-28T15:45:00Z',
  ],
  [
    'Sync feedback to CRM',
    'customerFeedback',
    'Internal CRM',
    'https://crm.northwind.example/api/hooks/customer-feedback',
    true,
    '2026-02-03T13:10:00Z',
    '2026-02-03T13:10:00Z',
  ],
  [
    'Post new feedback to Slack',
    'customerFeedback',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/b7x2kq/',
    true,
    '2026-01-12T10:40:00Z',
    '2026-02-20T08:00:00Z',
  ],
  [
    'Beta waitlist to Airtable',
    'betaWaitlist',
    'Zapier',
    'https://hooks.zapier.example/hooks/catch/4815162/bw4t1l/',
    true,
    '2025-12-01T09:00:00Z',
    '2025-12-01T09:00:00Z',
  ],
];

// The webhook that shows the "no signing secret" finding.
const WITHOUT_SECRET = 'Post signups to Discord';

export function seedWebhooks(): Webhook[] {
  return PLANS.map(([name, form, subscriber, url, enabled, created, updated]) => ({
    id: stableId('whk', name),
    name,
    form_id: FORM_IDS[form],
    url,
    signing_secret: name === WITHOUT_SECRET ? '' : signingSecret(name),
    enabled,
    subscriber,
    created_at: isoAt(Date.parse(created)),
    updated_at: isoAt(Date.parse(updated)),
  }));
}
