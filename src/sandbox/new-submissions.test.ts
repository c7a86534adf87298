import type { Submission } from '@/contract/entities';
import { submissionListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { SANDBOX_KEYS } from './keys';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, control, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

const FEEDBACK = SEED_FORM_IDS.customerFeedback;

const list = (formId: string, query = 'filter=all&limit=50', key?: string) =>
  getOk(sandbox, `/forms/${formId}/submissions?${query}`, submissionListBody, key);

async function addSubmissions(formId: string, body?: unknown): Promise<string[]> {
  const res = await control(sandbox, `forms/${formId}/submissions`, 'POST', body);
  expect(res.status).toBe(201);
  return (res.json as { ids: string[] }).ids;
}

describe('POST __sandbox/forms/{form_id}/submissions', () => {
  it('adds submissions that come first in the list, newest first, ties by id descending', async () => {
    const before = await list(FEEDBACK);
    const ids = await addSubmissions(FEEDBACK, { count: 3, partial: 1 });
    expect(ids).toHaveLength(3);
    expect([...ids].sort().reverse()).toEqual(ids);
    const after = await list(FEEDBACK);
    expect(after.total).toBe(before.total + 3);
    expect(after.submissions.slice(0, 3).map((s) => s.id)).toEqual(ids);
    expect(after.submissions.slice(3, 50)).toEqual(before.submissions.slice(0, 47));
    const added = after.submissions.slice(0, 3);
    expect(new Set(added.map((s) => s.created_at)).size).toBe(1);
    expect((added[0]?.created_at ?? '') > (before.submissions[0]?.created_at ?? '')).toBe(true);
    expect(added.filter((s) => s.is_partial)).toHaveLength(1);
    // The completed-only key sees the two completed ones first.
    const completed = await list(FEEDBACK, 'limit=5', SANDBOX_KEYS.completedOnly);
    const completedIds = added.filter((s) => !s.is_partial).map((s) => s.id);
    expect(completed.submissions.slice(0, 2).map((s) => s.id)).toEqual(completedIds);
  });

  it('answers like the form is answered: its choices, its types, no deleted question', async () => {
    await addSubmissions(FEEDBACK, { count: 20 });
    const { questions, submissions } = await list(FEEDBACK, 'filter=all&limit=20');
    const id = (type: string) => questions.find((q) => q.type === type)?.id ?? '';
    const answers = (type: string) =>
      submissions.map((s) => s.responses[id(type)]).filter((a) => a != null);
    expect(answers('RATING').every((a) => [1, 2, 3, 4, 5].includes(a as number))).toBe(true);
    const channels = ['Email', 'Phone', 'Video call', 'No contact, please'];
    expect(answers('DROPDOWN').every((a) => channels.includes(a as string))).toBe(true);
    expect(answers('EMAIL').every((a) => String(a).includes('@'))).toBe(true);
    expect(answers('LIST_CHECKBOX').every(Array.isArray)).toBe(true);
    expect(answers('RATING').length).toBeGreaterThan(15);

    const event = SEED_FORM_IDS.eventRegistration;
    await addSubmissions(event, { count: 10 });
    const page = await list(event, 'filter=all&limit=10');
    const deleted = page.questions.filter((q) => q.is_deleted).map((q) => q.id);
    expect(deleted).toHaveLength(2);
    const keys = page.submissions.flatMap((s) => Object.keys(s.responses));
    expect(keys.filter((key) => deleted.includes(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(50);
  });

  it('adds one completed submission for an empty body; a later batch comes before it', async () => {
    const [first] = await addSubmissions(FEEDBACK);
    const second = await addSubmissions(FEEDBACK, { count: 2 });
    const page = await list(FEEDBACK, 'filter=all&limit=3');
    expect(page.submissions.map((s) => s.id)).toEqual([...second, first]);
    expect(page.submissions.every((s) => !s.is_partial)).toBe(true);
    const [a, b, c] = page.submissions as [Submission, Submission, Submission];
    expect(a.created_at).toBe(b.created_at);
    expect(b.created_at > c.created_at).toBe(true);
  });

  it('puts new submissions first on a scenario form too, and reset removes them', async () => {
    const formId = (await control(sandbox, 'scenarios/large-submissions')).json as {
      form_id: string;
    };
    const ids = await addSubmissions(formId.form_id, { count: 2, partial: 2 });
    const page = await list(formId.form_id, 'filter=partial&limit=2');
    expect(page.submissions.map((s) => s.id)).toEqual(ids);
    expect(page.total).toBeGreaterThan(1000);
    await control(sandbox, 'reset');
    const [again] = await addSubmissions(FEEDBACK);
    const res = await call(sandbox, `/forms/${FEEDBACK}/submissions/${ids[0]}`);
    expect(res.status).toBe(404);
    expect((await list(FEEDBACK, 'limit=1')).submissions[0]?.id).toBe(again);
  });

  it('answers 404 for an unknown form and 400 for a body it cannot use', async () => {
    const unknown = await control(sandbox, 'forms/frm_missing/submissions', 'POST', { count: 1 });
    expect(unknown).toMatchObject({ status: 404, json: { error: 'Form not found' } });
    const cases: Array<[unknown, string]> = [
      [{ count: 0 }, 'Invalid submissions: count: '],
      [{ count: 1001 }, 'Invalid submissions: count: '],
      [{ count: 1.5 }, 'Invalid submissions: count: '],
      [{ count: 2, partial: 3 }, 'Invalid submissions: partial: must not be more than count'],
      [{ count: 2, extra: true }, 'Invalid submissions: extra: '],
      [[1], 'Invalid submissions: '],
    ];
    for (const [body, prefix] of cases) {
      const res = await control(sandbox, `forms/${FEEDBACK}/submissions`, 'POST', body);
      expect(res.status).toBe(400);
      expect((res.json as { error: string }).error).toContain(prefix);
    }
    const notJson = await call(sandbox, `/__sandbox/forms/${FEEDBACK}/submissions`, {
      key: null,
      method: 'POST',
      body: '{count',
    });
    expect(notJson).toMatchObject({
      status: 400,
      json: { error: 'Invalid submissions: the body is not JSON' },
    });
    expect((await list(FEEDBACK)).total).toBe(340);
  });
});

describe('scenarios.addSubmissions', () => {
  it('dates the new ones after the newest one when the clock is behind the data', async () => {
    const newest = (await list(FEEDBACK, 'limit=1')).submissions[0]?.created_at ?? '';
    const [id] = sandbox.scenarios.addSubmissions(FEEDBACK, { count: 1, partial: 0 }, 0) ?? [];
    const [first] = (await list(FEEDBACK, 'limit=1')).submissions;
    expect(first?.id).toBe(id);
    expect(Date.parse(first?.created_at ?? '')).toBe(Date.parse(newest) + 1000);
  });
});
