import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { QUESTION_TYPES, type QuestionType } from '@/contract/question-types';
import { REFERENCE_DATE } from './dates';
import { createSeedData } from './seed';
import { SANDBOX_FILES_PATH } from './seed-files';
import { SEED_FORM_IDS } from './seed-form-ids';

// contract-conformance.test.ts holds every answer to its type's shape; these are the seed's own
// standards on top, so that the demo reads like real respondents' data.

const data = createSeedData();
const record = (id: string) => {
  const found = data.forms.find((r) => r.form.id === id);
  if (!found) throw new Error(`no form ${id}`);
  return found;
};

const text = v.pipe(v.string(), v.minLength(1));
const https = v.pipe(v.string(), v.startsWith('https://'));
const whole = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
// Served by the app itself (public/), so that the sandbox's files show without a network.
const sampleFile = v.pipe(
  v.string(),
  v.url(),
  v.check((url) => {
    const { origin, pathname } = new URL(url);
    // Vitest runs from the project's root.
    const inPublic = join(process.cwd(), 'public', pathname);
    return (
      origin === location.origin && pathname.startsWith(SANDBOX_FILES_PATH) && existsSync(inPublic)
    );
  }, 'not a file the app serves'),
);
const file = v.object({ url: sampleFile, size: whole(1, 1e9) });

const REALISTIC: Partial<Record<QuestionType, v.GenericSchema>> = {
  SHORT_ANSWER: text,
  LONG_ANSWER: text,
  HIDDEN: text,
  // Names in any script make internationalised addresses, which valibot's `email()` refuses.
  EMAIL: v.pipe(v.string(), v.regex(/^[^@\s]+@[^@\s]+\.[a-z]+$/)),
  PHONE_NUMBER: v.pipe(v.string(), v.regex(/^\+\d[\d ]+$/)),
  LINK: https,
  COUNTRY: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  SLIDER: whole(0, 100),
  RATING: whole(1, 5),
  LINEAR_SCALE: whole(1, 10),
  LIST_RADIO: text,
  MULTIPLE_CHOICES: text,
  DROPDOWN: text,
  LIST_CHECKBOX: v.pipe(v.array(text), v.minLength(1)),
  MULTISELECT: v.pipe(v.array(text), v.minLength(1)),
  RANKING: v.pipe(v.array(text), v.minLength(1)),
  FILE_UPLOAD: v.pipe(v.array(file), v.minLength(1), v.maxLength(3)),
  SIGNATURE: v.tuple([v.object({ ...file.entries, mime_type: v.literal('image/png') })]),
  PAYMENT: v.object({ currency: v.literal('EUR'), status: v.literal('paid') }),
};

describe('seed data', () => {
  it('has answers a real respondent would give', () => {
    let checked = 0;
    for (const r of data.forms) {
      const types = new Map(r.questions.map((q) => [q.id, q.type]));
      for (const s of r.submissions) {
        for (const [key, value] of Object.entries(s.responses)) {
          const type = types.get(key);
          const schema = type && REALISTIC[type];
          if (!schema || value === null) continue;
          checked += 1;
          expect({ type, value, ok: v.is(schema, value) }).toMatchObject({ ok: true });
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('has the named forms, drafts and published, newest first', () => {
    expect(data.forms.map((r) => [r.form.name, r.form.status, r.submissions.length])).toEqual([
      ['Newsletter signup', 'published', 0],
      ['Product roadmap survey', 'draft', 3],
      ['Every question type', 'published', 42],
      ['Job application: Senior backend engineer', 'draft', 5],
      ['Support ticket intake', 'published', 86],
      ['Event registration: Northwind Summit 2026', 'published', 128],
      ['Customer feedback 2026', 'published', 340],
    ]);
    expect(Object.values(SEED_FORM_IDS)).toEqual(data.forms.map((r) => r.form.id));
  });

  it('dates everything before the reference date, submissions newest first and after their form', () => {
    for (const r of data.forms) {
      expect(r.form.updated_at >= r.form.created_at).toBe(true);
      const dates = r.submissions.map((s) => s.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const date of dates) {
        expect(date > r.form.created_at).toBe(true);
        expect(Date.parse(date)).toBeLessThanOrEqual(REFERENCE_DATE);
      }
    }
  });

  it('gives Customer feedback 2026 about 15% partial submissions over 8 questions', () => {
    const feedback = record(SEED_FORM_IDS.customerFeedback);
    const share = feedback.submissions.filter((s) => s.is_partial).length / 340;
    expect(feedback.questions).toHaveLength(8);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
  });

  it('has unique submission ids everywhere and unique question ids per form', () => {
    const ids = data.forms.flatMap((r) => r.submissions.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of data.forms)
      expect(new Set(r.questions.map((q) => q.id)).size).toBe(r.questions.length);
  });

  it('is deterministic: same seed deep-equal, another seed other answers but the same ids of forms', () => {
    expect(createSeedData(42)).toEqual(createSeedData(42));
    expect(createSeedData()).toEqual(data);
    const other = createSeedData(43);
    expect(other.forms.map((r) => r.form)).toEqual(createSeedData(42).forms.map((r) => r.form));
    expect(other.forms[6]?.submissions).not.toEqual(createSeedData(42).forms[6]?.submissions);
  });
});

describe('the "Every question type" showcase', () => {
  const showcase = record(SEED_FORM_IDS.showcase);
  const byType = (type: string) => {
    const id = showcase.questions.find((q) => q.type === type)?.id ?? '';
    return showcase.submissions.map((s) => (id in s.responses ? s.responses[id] : 'missing'));
  };

  it('has exactly one question of each of the 27 types, in order', () => {
    expect(showcase.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
  });

  it('has text and number CALCULATED_FIELD values, nulls and missing keys', () => {
    const calculated = byType('CALCULATED_FIELD');
    expect(calculated.some((v) => typeof v === 'number')).toBe(true);
    expect(calculated.some((v) => typeof v === 'string' && v !== 'missing')).toBe(true);
    const all = QUESTION_TYPES.flatMap(byType);
    expect(all.filter((v) => v === null).length).toBeGreaterThan(10);
    expect(all.filter((v) => v === 'missing').length).toBeGreaterThan(10);
  });

  it('has a submission with a key that matches no question', () => {
    const ids = new Set(showcase.questions.map((q) => q.id));
    const extra = showcase.submissions.flatMap((s) =>
      Object.keys(s.responses).filter((k) => !ids.has(k)),
    );
    expect(extra).toContain('legacy_referrer');
  });

  it('has files that are images and PDFs, and one-PNG signatures', () => {
    const files = byType('FILE_UPLOAD').flatMap((v) => (Array.isArray(v) ? v : []));
    const mimes = new Set(files.map((f: { mime_type: string }) => f.mime_type));
    expect(mimes).toContain('image/png');
    expect(mimes).toContain('application/pdf');
    const signatures = byType('SIGNATURE').filter(Array.isArray);
    expect(signatures.length).toBeGreaterThan(20);
    expect(signatures.every((v) => v.length === 1)).toBe(true);
  });
});

describe('other seeded forms and webhooks', () => {
  it('keeps answers to deleted questions only in submissions from before the deletion', () => {
    const event = record(SEED_FORM_IDS.eventRegistration);
    const deleted = event.questions.filter((q) => q.is_deleted).map((q) => q.id);
    expect(deleted).toHaveLength(2);
    const answering = event.submissions.filter((s) => deleted.some((id) => id in s.responses));
    expect(answering.length).toBeGreaterThan(20);
    expect(answering.every((s) => s.created_at < '2026-07-01T12:00:00Z')).toBe(true);
    expect(event.submissions.some((s) => s.created_at > '2026-07-01T12:00:00Z')).toBe(true);
  });

  it('has at least 8 webhooks over several forms, newest first, three tied to forms that are gone', () => {
    const formIds = new Set(data.forms.map((r) => r.form.id));
    expect(data.webhooks.length).toBeGreaterThanOrEqual(8);
    expect(data.webhooks.filter((w) => !formIds.has(w.form_id)).map((w) => w.name)).toEqual([
      'Quiz results to the LMS',
      'Quiz scores to Google Sheets',
      'Beta waitlist to Airtable',
    ]);
    expect(new Set(data.webhooks.map((w) => w.subscriber))).toEqual(
      new Set(['Zapier', 'Make', 'Internal CRM', 'Internal QA', 'Greenhouse', 'PagerDuty']),
    );
    expect(new Set(data.webhooks.map((w) => w.signing_secret)).size).toBe(data.webhooks.length);
  });
});

describe('the People look-alikes', () => {
  it('has one person in three forms and answers that only look like theirs', () => {
    const texts = data.forms.flatMap((r) =>
      r.submissions.map((s) => ({ form: r.form.name, text: JSON.stringify(s.responses) })),
    );
    const holding = (part: string) => texts.filter(({ text }) => text.includes(part));
    expect(holding('"jo.lindqvist@example.eu"').length + holding('"Jo.Lindqvist@').length).toBe(3);
    expect(holding('jo.lindqvist@example.eu.invalid about the lift')).toHaveLength(1);
    expect(holding('joanna.lindqvist-berg@example.eu')).toHaveLength(1);
    expect(holding('bo.jo.lindqvist@example.eu')).toHaveLength(1);
  });
});
