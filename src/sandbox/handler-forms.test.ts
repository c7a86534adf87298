import { formListBody, questionListBody } from '@/contract/response-bodies';
import { userSchema } from '@/contract/entities';
import { QUESTION_TYPES } from '@/contract/question-types';
import { createSandbox } from './handler';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

describe('GET /forms', () => {
  it('defaults to page 1, limit 50 and all statuses, newest first', async () => {
    const list = await getOk(sandbox, '/forms', formListBody);
    expect(list).toMatchObject({ page: 1, limit: 50, total: 7, has_next: false });
    expect(list.forms.map((f) => f.name)).toEqual([
      'Newsletter signup',
      'Product roadmap survey',
      'Every question type',
      'Job application: Senior backend engineer',
      'Support ticket intake',
      'Event registration: Northwind Summit 2026',
      'Customer feedback 2026',
    ]);
    const created = list.forms.map((f) => f.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(list.forms.map((f) => f.status))).toEqual(new Set(['published', 'draft']));
  });

  it.each([
    ['published', 5],
    ['draft', 2],
    ['all', 7],
  ])('status=%s gives %i forms of that status', async (status, total) => {
    const list = await getOk(sandbox, `/forms?status=${status}`, formListBody);
    expect(list.total).toBe(total);
    expect(list.forms).toHaveLength(total);
    if (status !== 'all') expect(list.forms.every((f) => f.status === status)).toBe(true);
  });

  it('pages with limit and page; a page past the end is empty', async () => {
    const first = await getOk(sandbox, '/forms?limit=3', formListBody);
    const third = await getOk(sandbox, '/forms?limit=3&page=3', formListBody);
    const beyond = await getOk(sandbox, '/forms?limit=3&page=99', formListBody);
    expect(first).toMatchObject({ page: 1, limit: 3, total: 7, has_next: true });
    expect(third).toMatchObject({ page: 3, limit: 3, total: 7, has_next: false });
    expect(third.forms.map((f) => f.id)).toEqual([SEED_FORM_IDS.customerFeedback]);
    expect(beyond).toEqual({ forms: [], page: 99, limit: 3, total: 7, has_next: false });
  });

  it.each(['1', '500'])('accepts limit=%s', async (limit) => {
    const list = await getOk(sandbox, `/forms?limit=${limit}`, formListBody);
    expect(list.limit).toBe(Number(limit));
    expect(list.forms).toHaveLength(Math.min(7, Number(limit)));
  });

  it.each(['0', '501', '1.5', 'abc', '', '-1', '1e2', '+5', ' 5'])(
    'rejects limit=%j with 400 naming the parameter',
    async (limit) => {
      const res = await call(sandbox, `/forms?limit=${encodeURIComponent(limit)}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Invalid limit: must be an integer from 1 to 500' });
    },
  );

  it.each(['0', '-2', 'two', '1.0', '99999999999999999999'])('rejects page=%j', async (page) => {
    const res = await call(sandbox, `/forms?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Invalid page: must be an integer of 1 or more' });
  });

  it('rejects an unknown status and a repeated parameter', async () => {
    const status = await call(sandbox, '/forms?status=archived');
    expect(status.status).toBe(400);
    expect(status.json).toEqual({ error: 'Invalid status: must be one of all, published, draft' });
    const repeated = await call(sandbox, '/forms?limit=5&limit=6');
    expect(repeated.status).toBe(400);
    expect(repeated.json).toEqual({ error: 'Invalid limit: given more than once' });
  });
});

describe('DELETE /forms/{form_id}', () => {
  it('deletes the form with its submissions and webhooks; a second delete is 404', async () => {
    const id = SEED_FORM_IDS.customerFeedback;
    const before = sandbox.store.counts();
    const res = await call(sandbox, `/forms/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Form deleted' });
    expect((await getOk(sandbox, '/forms', formListBody)).total).toBe(6);
    expect((await call(sandbox, `/forms/${id}/questions`)).json).toEqual({
      error: 'Form not found',
    });
    expect((await call(sandbox, `/forms/${id}/submissions`)).status).toBe(404);
    const hooks = await call(sandbox, `/webhooks?form_id=${id}`);
    expect(hooks.json).toMatchObject({ webhooks: [], total: 0 });
    expect(sandbox.store.counts()).toMatchObject({
      forms: before.forms - 1,
      submissions: before.submissions - 340,
      webhooks: before.webhooks - 4,
    });
    const again = await call(sandbox, `/forms/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'Form not found' });
  });
});

describe('GET /forms/{form_id}/questions', () => {
  it('lists the showcase questions, one per type, in the contract order', async () => {
    const { questions } = await getOk(
      sandbox,
      `/forms/${SEED_FORM_IDS.showcase}/questions`,
      questionListBody,
    );
    expect(questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(27);
  });

  it('still returns deleted questions, marked is_deleted', async () => {
    const { questions } = await getOk(
      sandbox,
      `/forms/${SEED_FORM_IDS.eventRegistration}/questions`,
      questionListBody,
    );
    expect(questions.filter((q) => q.is_deleted).map((q) => q.name)).toEqual([
      'T-shirt size',
      'Do you need a parking spot?',
    ]);
  });

  it('answers 404 for an unknown form', async () => {
    const res = await call(sandbox, '/forms/frm_doesnotexist/questions');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Form not found' });
  });
});

describe('GET /users/me', () => {
  it('returns the user itself, not wrapped', async () => {
    const user = await getOk(sandbox, '/users/me', userSchema);
    expect(user).toEqual({
      id: sandbox.store.user().id,
      email: 'maria.keller@northwind.example',
      created_at: '2025-11-03T08:15:00Z',
      updated_at: '2026-10-28T17:42:00Z',
    });
    expect(user.id).toMatch(/^usr_[0-9a-z]{10}$/);
  });
});
