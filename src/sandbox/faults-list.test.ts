import { createFaults } from './faults';
import { createSandbox } from './handler';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, control } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

const LIST = `/forms/${SEED_FORM_IDS.customerFeedback}/submissions?filter=all&limit=50`;

interface Page {
  submissions: Array<{ id: string }>;
  page: number;
  total: number;
  has_next: boolean;
}

async function page(n: number): Promise<Page> {
  const res = await call(sandbox, `${LIST}&page=${n}`);
  expect(res.status).toBe(200);
  return res.json as Page;
}
const ids = (p: Page) => p.submissions.map((s) => s.id);

async function setRules(rules: unknown[]) {
  expect((await control(sandbox, 'faults', 'PUT', { rules })).status).toBe(200);
}

describe('list envelope faults', () => {
  it('total: under-reports the total; has_next and the items stay true', async () => {
    const truth = [await page(1), await page(7)];
    await setRules([{ path: '/submissions', total: 10 }]);
    const faulty = [await page(1), await page(7)];
    expect(faulty.map((p) => p.total)).toEqual([10, 10]);
    expect(faulty.map((p) => p.has_next)).toEqual([true, false]);
    expect(faulty.map(ids)).toEqual(truth.map(ids));
    // Only lists: the detail of a submission is untouched.
    const detail = await call(sandbox, `/forms/${SEED_FORM_IDS.customerFeedback}/submissions/x`);
    expect(detail).toMatchObject({ status: 404, json: { error: 'Submission not found' } });
  });

  it('total: sends an absurd total on forms and webhooks lists too', async () => {
    await setRules([{ total: 1e9 }]);
    for (const path of ['/forms', '/webhooks']) {
      const res = await call(sandbox, path);
      expect(res.json).toMatchObject({ total: 1e9, has_next: false, page: 1 });
    }
    expect((await call(sandbox, '/users/me')).json).not.toHaveProperty('total');
  });

  it('hasNext and order empty: a list that says there is more for ever', async () => {
    await setRules([{ path: '/submissions', hasNext: true, order: 'empty' }]);
    const last = await page(7);
    expect(last.has_next).toBe(true);
    expect(ids(last)).toEqual([]);
  });

  it('order reverse: a page holds its items in reverse order', async () => {
    const truth = await page(2);
    await setRules([{ path: '/submissions', order: 'reverse', times: 1 }]);
    expect(ids(await page(2))).toEqual(ids(truth).reverse());
    expect(ids(await page(2))).toEqual(ids(truth));
  });

  it('order repeat-previous on one page: page N holds page N-1 again, once', async () => {
    const [second, third] = [await page(2), await page(3)];
    await setRules([{ path: '/submissions', page: 3, order: 'repeat-previous', times: 1 }]);
    expect(ids(await page(2))).toEqual(ids(second));
    const repeated = await page(3);
    expect(ids(repeated)).toEqual(ids(second));
    expect(repeated).toMatchObject({ page: 3, total: 340, has_next: true });
    expect(ids(await page(3))).toEqual(ids(third));
  });

  it('order repeat-previous leaves page 1 as it is; page matches other rules too', async () => {
    const first = await page(1);
    await setRules([
      { path: '/submissions', page: 1, order: 'repeat-previous' },
      { path: '/submissions', page: 4, status: 500, error: 'Page 4 failed' },
    ]);
    expect(ids(await page(1))).toEqual(ids(first));
    expect(ids(await call(sandbox, LIST).then((r) => r.json as Page))).toEqual(ids(first));
    expect(await call(sandbox, `${LIST}&page=4`)).toMatchObject({
      status: 500,
      json: { error: 'Page 4 failed' },
    });
    expect((await page(5)).page).toBe(5);
  });

  it('rejects an unknown order and a negative total', async () => {
    for (const rule of [{ order: 'shuffle' }, { total: -1 }, { page: 0 }]) {
      const res = await control(sandbox, 'faults', 'PUT', { rules: [rule] });
      expect(res.status).toBe(400);
      expect((res.json as { error: string }).error).toMatch(/^Invalid faults: rules\.0\./);
    }
  });
});

describe('createFaults list rules', () => {
  it('match GET list requests only, so `times` is not used up by other requests', () => {
    const faults = createFaults({ rules: [{ total: 3, times: 1 }] });
    expect(faults.decide('GET', '/forms/frm_1/submissions/sub_1')).toEqual({
      delayMs: 0,
      action: 'pass',
    });
    expect(faults.decide('DELETE', '/forms/frm_1')).toEqual({ delayMs: 0, action: 'pass' });
    expect(faults.decide('GET', '/forms/frm_1/submissions?page=2')).toEqual({
      delayMs: 0,
      action: 'pass',
      list: { total: 3, order: undefined },
    });
    expect(faults.config().rules).toEqual([]);
  });
});
