import { setupServer } from 'msw/node';
import { createSandbox } from './handler';
import { SANDBOX_BROWSER_BASE_PATH, SANDBOX_KEYS } from './keys';
import { sandboxHandlers } from './msw-handlers';

const auth = { Authorization: `Bearer ${SANDBOX_KEYS.full}` };
const mounted = createSandbox({ basePath: SANDBOX_BROWSER_BASE_PATH });
const plain = createSandbox();
const APP = `https://app.formdeck.test${SANDBOX_BROWSER_BASE_PATH}`;
const OTHER = 'https://api.formdeck.test/custom/api/';

const server = setupServer(...sandboxHandlers(mounted, APP), ...sandboxHandlers(plain, OTHER));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mounted.reset();
  plain.reset();
});
afterAll(() => server.close());

describe('sandboxHandlers', () => {
  it('answers fetch under the mount URL from the sandbox', async () => {
    const res = await fetch(`${APP}/forms?status=draft`, { headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(res.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain('Retry-After');
    const denied = await fetch(`${APP}/users/me`);
    expect(denied.status).toBe(401);
  });

  it('re-addresses a mount path that differs from the base path, bodies included', async () => {
    const me = await fetch(`${OTHER}users/me`, { headers: auth });
    expect(await me.json()).toMatchObject({ email: 'maria.keller@northwind.example' });
    const put = await fetch(`${OTHER}__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '/webhooks', status: 502, times: 1 }] }),
    });
    expect(put.status).toBe(200);
    expect(plain.faults.config().rules).toEqual([{ path: '/webhooks', status: 502, times: 1 }]);
    expect((await fetch(`${OTHER}webhooks`, { headers: auth })).status).toBe(502);
  });

  it('turns a dropped connection into a network error', async () => {
    mounted.faults.configure({ rules: [{ path: '/forms', drop: true, times: 1 }] });
    await expect(fetch(`${APP}/forms`, { headers: auth })).rejects.toThrow(TypeError);
    expect((await fetch(`${APP}/forms`, { headers: auth })).status).toBe(200);
  });

  it('deletes through the mount and keeps the state between requests', async () => {
    const list = await fetch(`${APP}/webhooks?limit=1`, { headers: auth });
    const { webhooks } = (await list.json()) as { webhooks: Array<{ id: string }> };
    const del = await fetch(`${APP}/webhooks/${webhooks[0]?.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(await del.json()).toEqual({ message: 'Webhook deleted' });
    const after = await fetch(`${APP}/webhooks`, { headers: auth });
    expect(await after.json()).toMatchObject({ total: 16 });
  });
});
