import {
  formSchema,
  QUESTION_TYPES,
  questionSchema,
  submissionSchema,
  userSchema,
  webhookSchema,
  type Question,
} from '@/api/schemas';
import type { Schema } from '@/api/schema';
import { REFERENCE_DATE } from './dates';
import { createSeedData } from './seed';
import { SEED_FORM_IDS } from './seed-form-ids';

const data = createSeedData();
const record = (id: string) => {
  const found = data.forms.find((r) => r.form.id === id);
  if (!found) throw new Error(`no form ${id}`);
  return found;
};

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(isString);
const isInt = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isFile = (v: unknown) => {
  const f = v as Record<string, unknown>;
  return (
    isString(f.name) &&
    isString(f.url) &&
    f.url.startsWith('https://') &&
    isString(f.mime_type) &&
    isInt(f.size, 1, 1e9)
  );
};

/** decisions.md, "Answer shapes in responses", as a predicate. */
function hasDocumentedShape(type: string, v: unknown): boolean {
  const o = (v ?? {}) as Record<string, unknown>;
  switch (type) {
    case 'EMAIL':
      return isString(v) && /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(v);
    case 'PHONE_NUMBER':
      return isString(v) && /^\+\d[\d ]+$/.test(v);
    case 'LINK':
      return isString(v) && v.startsWith('https://');
    case 'COUNTRY':
      return isString(v) && /^[A-Z]{2}$/.test(v);
    case 'NUMBER':
      return typeof v === 'number';
    case 'SLIDER':
      return isInt(v, 0, 100);
    case 'RATING':
      return isInt(v, 1, 5);
    case 'LINEAR_SCALE':
      return isInt(v, 1, 10);
    case 'CALCULATED_FIELD':
      return isString(v) || typeof v === 'number';
    case 'SWITCH':
    case 'CHECKBOX':
      return typeof v === 'boolean';
    case 'DATE':
      return isString(v) && DAY_RE.test(v);
    case 'TIME':
      return isString(v) && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
    case 'DATE_RANGE':
      return isString(o.start) && isString(o.end) && DAY_RE.test(o.start) && o.start <= o.end;
    case 'RANGE_SLIDER':
      return typeof o.min === 'number' && typeof o.max === 'number' && o.min <= o.max;
    case 'LIST_CHECKBOX':
    case 'MULTISELECT':
    case 'RANKING':
      return isStringArray(v);
    case 'FILE_UPLOAD':
      return Array.isArray(v) && v.length >= 1 && v.length <= 3 && v.every(isFile);
    case 'SIGNATURE':
      return (
        Array.isArray(v) &&
        v.length === 1 &&
        isFile(v[0]) &&
        o[0] !== undefined &&
        (v[0] as Record<string, unknown>).mime_type === 'image/png'
      );
    case 'PAYMENT':
      return Number.isInteger(o.amount) && o.currency === 'EUR' && o.status === 'paid';
    default:
      return isString(v) && v.length > 0;
  }
}

describe('seed data', () => {
  it('matches the dashboard schemas everywhere', () => {
    const valid = (schema: Schema<unknown>, value: unknown) =>
      expect(schema.safeParse(value).success).toBe(true);
    valid(userSchema, data.user);
    data.webhooks.forEach((w) => valid(webhookSchema, w));
    for (const r of data.forms) {
      valid(formSchema, r.form);
      r.questions.forEach((q) => valid(questionSchema, q));
      r.submissions.forEach((s) => valid(submissionSchema, s));
    }
  });

  it('has every answer in the shape documented for its question type', () => {
    let checked = 0;
    for (const r of data.forms) {
      const byId = new Map<string, Question>(r.questions.map((q) => [q.id, q]));
      for (const s of r.submissions) {
        for (const [key, value] of Object.entries(s.responses)) {
          const question = byId.get(key);
          if (!question || value === null) continue;
          checked += 1;
          expect({
            type: question.type,
            value,
            ok: hasDocumentedShape(question.type, value),
          }).toMatchObject({ ok: true });
        }
      }
    }
    expect(checked).toBeGreaterThan(4000);
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

  it('has at least 8 webhooks over several forms, newest first, all tied to seeded forms', () => {
    const formIds = new Set(data.forms.map((r) => r.form.id));
    expect(data.webhooks.length).toBeGreaterThanOrEqual(8);
    expect(data.webhooks.every((w) => formIds.has(w.form_id))).toBe(true);
    expect(new Set(data.webhooks.map((w) => w.subscriber))).toEqual(
      new Set(['Zapier', 'Make', 'Internal CRM', 'Internal QA', 'Greenhouse', 'PagerDuty']),
    );
    expect(new Set(data.webhooks.map((w) => w.signing_secret)).size).toBe(data.webhooks.length);
  });
});
