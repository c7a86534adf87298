import type { Question, Submission } from '@/api/schemas';

// Known data for the response set's unit tests: one question of each kind the table sorts and
// filters by, and a handful of responses with answers of the right shape, the wrong shape and none.
export const QUESTIONS: Question[] = [
  { id: 'name', name: 'Name', type: 'SHORT_ANSWER', is_deleted: false },
  { id: 'score', name: 'Score', type: 'NUMBER', is_deleted: false },
  { id: 'plan', name: 'Plan', type: 'DROPDOWN', is_deleted: false },
  { id: 'tools', name: 'Tools', type: 'MULTISELECT', is_deleted: false },
  { id: 'day', name: 'Day', type: 'DATE', is_deleted: false },
  { id: 'paid', name: 'Paid', type: 'PAYMENT', is_deleted: false },
  { id: 'ok', name: 'OK?', type: 'SWITCH', is_deleted: false },
  { id: 'cv', name: 'CV', type: 'FILE_UPLOAD', is_deleted: false },
  { id: 'old', name: 'Old question', type: 'SHORT_ANSWER', is_deleted: true },
];

type Answers = Record<string, unknown>;

const row = (id: string, createdAt: string, responses: Answers, isPartial = false): Submission => ({
  id,
  created_at: createdAt,
  is_partial: isPartial,
  responses,
});

const file = (name: string) => [
  { name, url: `https://files.example/${name}`, mime_type: 'application/pdf', size: 10 },
];

/** Newest first, as the API lists them. */
export const ROWS: Submission[] = [
  row('s6', '2026-11-20T10:00:00Z', {
    name: 'Zoë Müller',
    score: 7,
    plan: 'Pro',
    tools: ['API', 'Billing'],
    day: '2026-03-01',
    paid: { amount: 2500, currency: 'EUR', status: 'paid' },
    ok: true,
    cv: file('zoe.pdf'),
  }),
  row('s5', '2026-11-19T10:00:00Z', {
    name: 'alice@example.com',
    score: 10,
    plan: 'Free',
    tools: ['API'],
    day: '2026-01-15',
    ok: false,
  }),
  row(
    's4',
    '2026-11-18T10:00:00Z',
    {
      name: 'Bob',
      score: 'ten',
      plan: 'Pro',
      day: 'soon',
      paid: { amount: 900, currency: 'EUR', status: 'failed' },
      old: 'legacy answer',
    },
    true,
  ),
  row('s3', '2026-11-17T10:00:00Z', {
    score: 2,
    plan: 'Team',
    tools: ['Billing'],
    day: '2025-12-31',
    paid: { amount: 100000, currency: 'JPY', status: 'paid' },
  }),
  row('s2', '2026-11-16T10:00:00Z', {
    name: 'Ann',
    score: -3,
    tools: [],
    ok: true,
    cv: file('ann.pdf'),
  }),
  row(
    's1',
    '2026-11-15T10:00:00Z',
    { name: { nested: ['odd', 1] }, score: 2, plan: 'Free', extra: 'unlisted key' },
    true,
  ),
];

export const ids = (rows: readonly Submission[]) => rows.map((item) => item.id);
