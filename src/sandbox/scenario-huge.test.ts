import type { Submission } from '@/contract/entities';
import { submissionListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { call, control, getOk } from './test-helpers';

const sandbox = createSandbox();
let formId = '';

beforeAll(async () => {
  const res = await control(sandbox, 'scenarios/huge-submissions');
  expect(res.status).toBe(201);
  formId = (res.json as { form_id: string }).form_id;
});

const page = (n: number, filter = 'all') =>
  getOk(
    sandbox,
    `/forms/${formId}/submissions?filter=${filter}&limit=50&page=${n}`,
    submissionListBody,
  );

/** Newest first by created_at, ties by id descending (docs/api.md, "List order and paging"). */
const inOrder = (a: Submission, b: Submission) =>
  a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);

describe('the huge-submissions scenario', () => {
  it('pages through 50,000 submissions newest first, each once, has_next false only at the end', async () => {
    const seen: Submission[] = [];
    const hasNext: boolean[] = [];
    for (let n = 1; n <= 1000; n++) {
      const body = await page(n);
      expect(body).toMatchObject({ page: n, limit: 50, total: 50_000 });
      expect(body.submissions).toHaveLength(50);
      seen.push(...body.submissions);
      hasNext.push(body.has_next);
    }
    expect(hasNext.slice(0, 999).every(Boolean)).toBe(true);
    expect(hasNext[999]).toBe(false);
    expect((await page(1001)).submissions).toEqual([]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(50_000);
    const misplaced = seen.findIndex((s, i) => i > 0 && !inOrder(seen[i - 1] as Submission, s));
    expect(misplaced).toBe(-1);
    // Submissions sent in the same second exist, so the tie order above was really checked.
    const ties = seen.filter((s, i) => i > 0 && seen[i - 1]?.created_at === s.created_at);
    expect(ties.length).toBeGreaterThan(100);
    const partial = seen.filter((s) => s.is_partial).length;
    expect(partial).toBeGreaterThan(5000);
    expect((await page(1, 'completed')).total).toBe(50_000 - partial);
    expect((await page(1, 'partial')).total).toBe(partial);
  }, 60_000);

  it('asks about 15 questions of mixed types, one of them deleted and answered only before', async () => {
    const first = await page(1);
    const last = await page(1000);
    expect(first.questions.map((q) => q.type)).toEqual([
      ...['SHORT_ANSWER', 'EMAIL', 'NUMBER', 'RATING', 'LINEAR_SCALE', 'DROPDOWN', 'LIST_RADIO'],
      ...['MULTISELECT', 'DATE', 'TIME', 'SWITCH', 'PAYMENT', 'FILE_UPLOAD', 'COUNTRY'],
      ...['LONG_ANSWER', 'SHORT_ANSWER'],
    ]);
    const deleted = first.questions.filter((q) => q.is_deleted);
    expect(deleted.map((q) => q.name)).toEqual(['Referral code']);
    const id = deleted[0]?.id ?? '';
    expect(first.submissions.some((s) => id in s.responses)).toBe(false);
    expect(last.submissions.filter((s) => id in s.responses).length).toBeGreaterThan(25);
    const scale = first.questions.find((q) => q.type === 'LINEAR_SCALE')?.id ?? '';
    const scores = [...first.submissions, ...last.submissions].map((s) => s.responses[scale]);
    expect(scores.every((v) => v == null || (Number.isInteger(v) && Number(v) <= 10))).toBe(true);
    const created = first.submissions.map((s) => Date.parse(s.created_at));
    const oldest = last.submissions.map((s) => Date.parse(s.created_at));
    expect(Math.min(...created) - Math.max(...oldest)).toBeGreaterThan(20 * 24 * 3600_000);
  });

  it('answers the same text for the same page every time and in another sandbox', async () => {
    const path = `/forms/${formId}/submissions?filter=all&limit=50&page=637`;
    const again = createSandbox();
    expect(again.scenarios.add('huge-submissions')).toBe(formId);
    const texts = [await call(sandbox, path), await call(sandbox, path), await call(again, path)];
    expect(texts.map((t) => t.status)).toEqual([200, 200, 200]);
    expect(texts[1]?.text).toBe(texts[0]?.text);
    expect(texts[2]?.text).toBe(texts[0]?.text);
  });

  it('shows one submission the way the list does, and deletes it from the list', async () => {
    const [target] = (await page(400)).submissions;
    if (!target) throw new Error('page 400 is empty');
    const detail = await call(sandbox, `/forms/${formId}/submissions/${target.id}`);
    expect(detail.json).toMatchObject({ submission: target });
    const deleted = await call(sandbox, `/forms/${formId}/submissions/${target.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await page(400)).submissions.map((s) => s.id)).not.toContain(target.id);
    expect((await page(1)).total).toBe(49_999);
  });
});
