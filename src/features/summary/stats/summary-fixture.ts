import type { Question, Submission } from '@/api/schemas';

// Known data for the Summary's unit tests: one question of each family, answers of the right
// shape, of a wrong shape (hostile) and none, so that every count can be checked by hand.
// Submitted around noon UTC: the same calendar day in any time zone within 11 hours of UTC.

const q = (id: string, type: string, is_deleted = false): Question => ({
  id,
  name: id,
  type,
  is_deleted,
});

export const QUESTIONS: Question[] = [
  q('plan', 'DROPDOWN'),
  q('tools', 'MULTISELECT'),
  q('rank', 'RANKING'),
  q('nps', 'LINEAR_SCALE'),
  q('stars', 'RATING'),
  q('size', 'NUMBER'),
  q('span', 'RANGE_SLIDER'),
  q('ok', 'SWITCH'),
  q('day', 'DATE'),
  q('trip', 'DATE_RANGE'),
  q('at', 'TIME'),
  q('comment', 'LONG_ANSWER'),
  q('mail', 'EMAIL'),
  q('site', 'LINK'),
  q('land', 'COUNTRY'),
  q('phone', 'PHONE_NUMBER'),
  q('cv', 'FILE_UPLOAD'),
  q('paid', 'PAYMENT'),
  q('calc', 'CALCULATED_FIELD'),
  q('old', 'SHORT_ANSWER', true),
];

const file = (name: string, mime: string, size: number) => ({
  name,
  url: `https://files.example/${name}`,
  mime_type: mime,
  size,
});

const row = (
  id: string,
  createdAt: string,
  responses: Record<string, unknown>,
  isPartial = false,
): Submission => ({ id, created_at: createdAt, is_partial: isPartial, responses });

/** Newest first, as the API lists them. */
export const ROWS: Submission[] = [
  row('r1', '2026-11-20T12:00:00Z', {
    plan: 'Pro',
    tools: ['API', 'Billing'],
    rank: ['Speed', 'Price', 'Support'],
    nps: 10,
    stars: 5,
    size: 10,
    span: { min: 10, max: 20 },
    ok: true,
    day: '2026-03-01',
    trip: { start: '2026-05-01', end: '2026-05-03' },
    at: '09:15',
    comment: 'The export is too slow. Export again!',
    mail: 'ann@acme.example',
    site: 'https://www.acme.example/about',
    land: 'DE',
    phone: '+49 30 1234',
    cv: [file('a.pdf', 'application/pdf', 1000), file('b.png', 'image/png', 500)],
    paid: { amount: 1900, currency: 'EUR', status: 'paid' },
    calc: 3,
    old: 'kept',
  }),
  row('r2', '2026-11-20T12:30:00Z', {
    plan: 'Free',
    tools: ['API'],
    rank: ['Price', 'Speed', 'Support'],
    nps: 9,
    stars: 4,
    size: 20,
    span: { min: 0, max: 50 },
    ok: false,
    day: '2026-03-01',
    trip: { start: '2026-05-10', end: '2026-05-10' },
    at: '09:45',
    comment: 'Café crème, EXPORTS fast',
    mail: 'bob@ACME.example',
    site: 'not a link',
    land: 'FR',
    cv: [file('c.pdf', 'application/pdf', 2000)],
    paid: { amount: 4900, currency: 'EUR', status: 'pending' },
    calc: 5,
  }),
  row('r3', '2026-11-18T12:00:00Z', {
    plan: 'Pro',
    tools: ['Billing', 'SSO', 'API'],
    rank: ['Speed', 'Support', 'Price'],
    nps: 6,
    stars: 4.5,
    size: 30,
    ok: 'yes',
    day: '2026-03-09',
    at: '14:00',
    comment: 'cafe',
    mail: 'no-at-sign',
    land: 'DE',
    cv: 'resume.pdf',
    paid: { amount: 1000, currency: 'JPY', status: 'paid' },
    calc: 'n/a',
  }),
  row('r4', '2026-11-01T12:00:00Z', {
    plan: { hostile: '<img src=x>' },
    tools: [],
    nps: 0,
    stars: 1,
    size: 40,
    day: '2026-02-30',
    comment: '   ',
    paid: 'free',
  }),
  row('r5', '2026-11-20T11:00:00Z', { plan: 'Pro', nps: 7, size: 'many' }, true),
  row('r6', '2026-11-19T12:00:00Z', { plan: 'Team', tools: ['SSO'] }, true),
  row('r7', '2026-11-19T12:30:00Z', {}, true),
];
