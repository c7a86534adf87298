import { submissionDetailBody, submissionListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { SANDBOX_KEYS } from './keys';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

const FEEDBACK = SEED_FORM_IDS.customerFeedback;
const restricted = SANDBOX_KEYS.completedOnly;
const list = (path: string, key?: string) => getOk(sandbox, path, submissionListBody, key);

function counts(formId: string) {
  const all = sandbox.store.getForm(formId)?.submissions ?? [];
  const partial = all.filter((s) => s.is_partial).length;
  return { all: all.length, partial, completed: all.length - partial };
}

describe('GET /forms/{form_id}/submissions', () => {
  it('defaults to completed submissions, 25 a page, with the form questions', async () => {
    const page = await list(`/forms/${FEEDBACK}/submissions`);
    const expected = counts(FEEDBACK);
    expect(expected.all).toBe(340);
    expect(expected.partial).toBeGreaterThan(30);
    expect(page).toMatchObject({ page: 1, limit: 25, total: expected.completed, has_next: true });
    expect(page.submissions).toHaveLength(25);
    expect(page.submissions.every((s) => !s.is_partial)).toBe(true);
    expect(page.questions).toEqual(sandbox.store.getForm(FEEDBACK)?.questions);
    expect(page.questions).toHaveLength(8);
  });

  it.each([
    ['completed', 'completed'],
    ['partial', 'partial'],
    ['all', 'all'],
  ] as const)('filter=%s counts %s submissions in total', async (filter, key) => {
    const page = await list(`/forms/${FEEDBACK}/submissions?filter=${filter}&limit=50`);
    expect(page.total).toBe(counts(FEEDBACK)[key]);
    if (filter === 'partial') expect(page.submissions.every((s) => s.is_partial)).toBe(true);
  });

  it('walks every page of the 340 submissions: unique ids, count = total, newest first', async () => {
    const ids: string[] = [];
    const dates: string[] = [];
    let pageNumber = 1;
    for (;;) {
      const page = await list(
        `/forms/${FEEDBACK}/submissions?filter=all&limit=50&page=${pageNumber}`,
      );
      ids.push(...page.submissions.map((s) => s.id));
      dates.push(...page.submissions.map((s) => s.created_at));
      expect(page.total).toBe(340);
      if (!page.has_next) break;
      expect(page.submissions).toHaveLength(50);
      pageNumber += 1;
    }
    expect(pageNumber).toBe(7);
    expect(ids).toHaveLength(340);
    expect(new Set(ids).size).toBe(340);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('walks the completed submissions with the default limit', async () => {
    const { completed } = counts(FEEDBACK);
    const pages = Math.ceil(completed / 25);
    const seen = new Set<string>();
    for (let n = 1; n <= pages; n++) {
      const page = await list(`/forms/${FEEDBACK}/submissions?page=${n}`);
      page.submissions.forEach((s) => seen.add(s.id));
      expect(page.has_next).toBe(n < pages);
    }
    expect(seen.size).toBe(completed);
    const beyond = await list(`/forms/${FEEDBACK}/submissions?page=${pages + 1}`);
    expect(beyond).toMatchObject({ submissions: [], total: completed, has_next: false });
  });

  it.each(['1', '50'])('accepts limit=%s', async (limit) => {
    const page = await list(`/forms/${FEEDBACK}/submissions?limit=${limit}`);
    expect(page.submissions).toHaveLength(Number(limit));
    expect(page.limit).toBe(Number(limit));
  });

  it.each(['0', '51', '2.5', 'ten'])('rejects limit=%s', async (limit) => {
    const res = await call(sandbox, `/forms/${FEEDBACK}/submissions?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Invalid limit: must be an integer from 1 to 50' });
  });

  it('rejects page=0 and an unknown filter', async () => {
    const page = await call(sandbox, `/forms/${FEEDBACK}/submissions?page=0`);
    expect(page.json).toEqual({ error: 'Invalid page: must be an integer of 1 or more' });
    const filter = await call(sandbox, `/forms/${FEEDBACK}/submissions?filter=deleted`);
    expect(filter.status).toBe(400);
    expect(filter.json).toEqual({
      error: 'Invalid filter: must be one of completed, partial, all',
    });
  });

  it('forbids partial and all for the completed-only key; completed still works', async () => {
    for (const filter of ['partial', 'all']) {
      const res = await call(sandbox, `/forms/${FEEDBACK}/submissions?filter=${filter}`, {
        key: restricted,
      });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: 'Forbidden to view partial submissions' });
    }
    const completed = await list(`/forms/${FEEDBACK}/submissions?filter=completed`, restricted);
    const byDefault = await list(`/forms/${FEEDBACK}/submissions`, restricted);
    expect(completed.total).toBe(counts(FEEDBACK).completed);
    expect(byDefault.total).toBe(completed.total);
  });

  it('answers 404 for an unknown form, before the permission check', async () => {
    const res = await call(sandbox, '/forms/frm_nope/submissions?filter=all', { key: restricted });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Form not found' });
  });

  it('lists an empty form with total 0', async () => {
    const page = await list(`/forms/${SEED_FORM_IDS.newsletter}/submissions?filter=all`);
    expect(page).toMatchObject({ submissions: [], total: 0, has_next: false, page: 1 });
    expect(page.questions).toHaveLength(4);
  });

  it('includes deleted questions, which old submissions still answer', async () => {
    const id = SEED_FORM_IDS.eventRegistration;
    const page = await list(`/forms/${id}/submissions?filter=all&limit=50&page=3`);
    const deleted = page.questions.filter((q) => q.is_deleted).map((q) => q.id);
    expect(deleted).toHaveLength(2);
    const oldest = page.submissions.at(-1);
    expect(oldest && deleted.some((q) => q in oldest.responses)).toBe(true);
  });
});

describe('GET /forms/{form_id}/submissions/{submission_id}', () => {
  const first = (partial: boolean) =>
    sandbox.store.getForm(FEEDBACK)?.submissions.find((s) => s.is_partial === partial);

  it('returns the submission and the form questions', async () => {
    const submission = first(false);
    const detail = await getOk(
      sandbox,
      `/forms/${FEEDBACK}/submissions/${submission?.id}`,
      submissionDetailBody,
    );
    expect(detail.submission).toEqual(submission);
    expect(detail.questions).toHaveLength(8);
  });

  it('forbids a partial submission to the completed-only key only', async () => {
    const path = `/forms/${FEEDBACK}/submissions/${first(true)?.id}`;
    const res = await call(sandbox, path, { key: restricted });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: 'Forbidden to view partial submissions' });
    expect((await call(sandbox, path)).status).toBe(200);
    const completed = `/forms/${FEEDBACK}/submissions/${first(false)?.id}`;
    expect((await call(sandbox, completed, { key: restricted })).status).toBe(200);
  });

  it('checks the form first, then the submission', async () => {
    const id = first(false)?.id;
    const noForm = await call(sandbox, `/forms/frm_nope/submissions/${id}`);
    expect(noForm).toMatchObject({ status: 404, json: { error: 'Form not found' } });
    const otherForm = await call(sandbox, `/forms/${SEED_FORM_IDS.showcase}/submissions/${id}`);
    expect(otherForm).toMatchObject({ status: 404, json: { error: 'Submission not found' } });
  });
});

describe('DELETE /forms/{form_id}/submissions/{submission_id}', () => {
  it('deletes for real; a second delete is 404', async () => {
    const id = sandbox.store.getForm(FEEDBACK)?.submissions[0]?.id;
    const path = `/forms/${FEEDBACK}/submissions/${id}`;
    const res = await call(sandbox, path, { method: 'DELETE' });
    expect(res).toMatchObject({ status: 200, json: { message: 'Submission deleted' } });
    expect(await call(sandbox, path)).toMatchObject({
      status: 404,
      json: { error: 'Submission not found' },
    });
    expect((await list(`/forms/${FEEDBACK}/submissions?filter=all`)).total).toBe(339);
    const again = await call(sandbox, path, { method: 'DELETE' });
    expect(again).toMatchObject({ status: 404, json: { error: 'Submission not found' } });
  });

  it('answers Form not found for an unknown form', async () => {
    const res = await call(sandbox, '/forms/frm_nope/submissions/sub_x', { method: 'DELETE' });
    expect(res).toMatchObject({ status: 404, json: { error: 'Form not found' } });
  });
});
