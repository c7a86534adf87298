import { webhookListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

const list = (path: string) => getOk(sandbox, path, webhookListBody);

describe('GET /webhooks', () => {
  it('defaults to page 1 and limit 50, newest first, across several forms', async () => {
    const page = await list('/webhooks');
    expect(page).toMatchObject({ page: 1, limit: 50, total: 17, has_next: false });
    const created = page.webhooks.map((w) => w.created_at);
    expect(created).toEqual([...created].sort().reverse());
    // Seven seeded forms and two that are gone (the webhooks page flags them).
    expect(new Set(page.webhooks.map((w) => w.form_id)).size).toBe(9);
    expect(new Set(page.webhooks.map((w) => w.enabled))).toEqual(new Set([true, false]));
    // Each of the page's checks has its example: no secret, plain http, a development host.
    const secrets = page.webhooks.map((w) => w.signing_secret);
    expect(secrets.filter((secret) => !/^whsec_[A-Za-z0-9]{32}$/.test(secret))).toEqual(['']);
    const urls = page.webhooks.map((w) => w.url);
    expect(urls.filter((url) => !/^https:\/\/[a-z0-9.-]+\.example\//.test(url))).toEqual([
      'https://quiet-fox-42.ngrok-free.app/hooks/support-intake',
      'http://legacy.northwind.example/import/roadmap',
    ]);
  });

  it('filters by form_id; an unknown form_id matches nothing', async () => {
    const feedback = await list(`/webhooks?form_id=${SEED_FORM_IDS.customerFeedback}`);
    expect(feedback.total).toBe(4);
    expect(feedback.webhooks.map((w) => w.subscriber)).toEqual([
      'Zapier',
      'Make',
      'Internal CRM',
      'Zapier',
    ]);
    const none = await list('/webhooks?form_id=frm_unknown');
    expect(none).toMatchObject({ webhooks: [], total: 0, has_next: false });
    const empty = await call(sandbox, '/webhooks?form_id=');
    expect(empty).toMatchObject({
      status: 400,
      json: { error: 'Invalid form_id: must not be empty' },
    });
  });

  it('pages: limit 1 and 500 are accepted, a page past the end is empty', async () => {
    const one = await list('/webhooks?limit=1&page=17');
    expect(one).toMatchObject({ limit: 1, page: 17, total: 17, has_next: false });
    expect(one.webhooks).toHaveLength(1);
    expect((await list('/webhooks?limit=1&page=16')).has_next).toBe(true);
    expect((await list('/webhooks?limit=500')).webhooks).toHaveLength(17);
    expect((await list('/webhooks?page=5&limit=5')).webhooks).toEqual([]);
  });

  it.each([
    ['limit=0', 'Invalid limit: must be an integer from 1 to 500'],
    ['limit=501', 'Invalid limit: must be an integer from 1 to 500'],
    ['limit=x', 'Invalid limit: must be an integer from 1 to 500'],
    ['page=0', 'Invalid page: must be an integer of 1 or more'],
    ['page=1.5', 'Invalid page: must be an integer of 1 or more'],
  ])('rejects %s', async (query, error) => {
    expect(await call(sandbox, `/webhooks?${query}`)).toMatchObject({
      status: 400,
      json: { error },
    });
  });
});

describe('DELETE /webhooks/{webhook_id}', () => {
  it('deletes for real; a second delete is 404', async () => {
    const [hook] = (await list('/webhooks')).webhooks;
    const path = `/webhooks/${hook?.id}`;
    expect(await call(sandbox, path, { method: 'DELETE' })).toMatchObject({
      status: 200,
      json: { message: 'Webhook deleted' },
    });
    const after = await list('/webhooks');
    expect(after.total).toBe(16);
    expect(after.webhooks.some((w) => w.id === hook?.id)).toBe(false);
    expect(await call(sandbox, path, { method: 'DELETE' })).toMatchObject({
      status: 404,
      json: { error: 'Webhook not found' },
    });
  });
});
