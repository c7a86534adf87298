import { formListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { SANDBOX_KEYS } from './keys';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, control, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());
afterEach(() => vi.restoreAllMocks());

const FORM = SEED_FORM_IDS.customerFeedback;
const SUBMISSION = () => sandbox.store.getForm(FORM)?.submissions[0]?.id ?? '';
const ENDPOINTS: Array<[string, () => string]> = [
  ['GET', () => '/forms'],
  ['DELETE', () => `/forms/${FORM}`],
  ['GET', () => `/forms/${FORM}/questions`],
  ['GET', () => `/forms/${FORM}/submissions`],
  ['GET', () => `/forms/${FORM}/submissions/${SUBMISSION()}`],
  ['DELETE', () => `/forms/${FORM}/submissions/${SUBMISSION()}`],
  ['GET', () => '/users/me'],
  ['GET', () => '/webhooks'],
  ['DELETE', () => '/webhooks/whk_anything'],
];

describe('authentication', () => {
  it.each(ENDPOINTS)(
    '%s %s answers 401 without a key and with a wrong one',
    async (method, path) => {
      for (const key of [null, 'fd_wrong', 'constructor', '__proto__', '']) {
        const res = await call(sandbox, path(), { method, key });
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ error: 'Unauthorized' });
      }
      // Nothing was deleted by the unauthorized calls.
      expect(sandbox.store.counts().forms).toBe(7);
    },
  );

  it('checks the key before the parameters and the resource', async () => {
    expect((await call(sandbox, '/forms?limit=0', { key: null })).status).toBe(401);
    expect((await call(sandbox, '/forms/frm_nope/questions', { key: 'x' })).status).toBe(401);
    expect((await call(sandbox, '/no-such-route', { key: null })).status).toBe(401);
  });

  it('needs the Bearer scheme (any case) and the exact key', async () => {
    const send = (authorization: string) =>
      call(sandbox, '/users/me', { key: null, headers: { Authorization: authorization } });
    expect((await send(`bearer ${SANDBOX_KEYS.full}`)).status).toBe(200);
    expect((await send(`Basic ${SANDBOX_KEYS.full}`)).status).toBe(401);
    expect((await send(SANDBOX_KEYS.full)).status).toBe(401);
    expect((await send(`Bearer ${SANDBOX_KEYS.full.toUpperCase()}`)).status).toBe(401);
    expect((await send(`Bearer ${SANDBOX_KEYS.completedOnly}`)).status).toBe(200);
  });
});

describe('unknown routes and server faults', () => {
  it('answers 404 Not found for unknown routes and methods', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['POST', '/forms'],
      ['PUT', `/forms/${FORM}`],
      ['GET', '/forms/'],
    ] as const) {
      const res = await call(sandbox, path, { method });
      expect(res).toMatchObject({ status: 404, json: { error: 'Not found' } });
    }
    const outside = await sandbox.fetch(new Request('https://api.formdeck.test/v2/forms'));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: 'Not found' });
  });

  it('turns an unexpected exception into 500 with an error body and CORS headers', async () => {
    vi.spyOn(sandbox.store, 'listForms').mockImplementation(() => {
      throw new Error('disk on fire');
    });
    const res = await call(sandbox, '/forms');
    expect(res).toMatchObject({ status: 500, json: { error: 'disk on fire' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('turns a thrown non-Error into 500 too', async () => {
    vi.spyOn(sandbox.store, 'user').mockImplementation(() => {
      throw 'a bare string';
    });
    const res = await call(sandbox, '/users/me');
    expect(res).toMatchObject({ status: 500, json: { error: 'a bare string' } });
  });
});

describe('CORS', () => {
  it('answers a preflight for any API path without a key', async () => {
    const res = await call(sandbox, `/forms/${FORM}`, {
      key: null,
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.formdeck.test',
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Content-Type');
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET,DELETE,OPTIONS,POST,PUT');
  });

  it('exposes Retry-After on every response, errors included', async () => {
    const paths = ['/forms', '/forms?limit=0', '/forms/frm_nope/questions', '/nope'];
    for (const path of paths) {
      const res = await call(sandbox, path, { headers: { Origin: 'https://app.formdeck.test' } });
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(res.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain('Retry-After');
    }
    const unauthorized = await call(sandbox, '/forms', { key: null });
    expect(unauthorized.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain(
      'Retry-After',
    );
  });
});

describe('base path, reset and determinism', () => {
  it('serves the API under another base path', async () => {
    const mounted = createSandbox({ basePath: '/sandbox/v1/' });
    expect(mounted.basePath).toBe('/sandbox/v1');
    expect((await getOk(mounted, '/forms', formListBody)).total).toBe(7);
    const wrong = await mounted.fetch(new Request('https://x.test/v1/forms'));
    expect(wrong.status).toBe(404);
  });

  it('POST __sandbox/reset restores the seed exactly', async () => {
    const pristine = await call(sandbox, `/forms/${FORM}/submissions?filter=all&limit=50`);
    await call(sandbox, `/forms/${FORM}/submissions/${SUBMISSION()}`, { method: 'DELETE' });
    await call(sandbox, `/forms/${SEED_FORM_IDS.showcase}`, { method: 'DELETE' });
    await control(sandbox, 'scenarios/wide-form');
    const reset = await control(sandbox, 'reset');
    expect(reset).toMatchObject({ status: 200, json: { message: 'Sandbox reset' } });
    const after = await call(sandbox, `/forms/${FORM}/submissions?filter=all&limit=50`);
    expect(after.json).toEqual(pristine.json);
    expect(sandbox.store.counts()).toEqual(createSandbox().store.counts());
  });

  it('two sandboxes with the same seed answer identically; another seed differs', async () => {
    const path = `/forms/${SEED_FORM_IDS.showcase}/submissions?filter=all&limit=50`;
    const a = await call(createSandbox({ seed: 7 }), path);
    const b = await call(createSandbox({ seed: 7 }), path);
    const c = await call(createSandbox({ seed: 8 }), path);
    expect(a.text).toBe(b.text);
    expect(c.text).not.toBe(a.text);
    expect((await call(createSandbox({ seed: 8 }), '/forms')).text).toBe(
      (await call(createSandbox({ seed: 7 }), '/forms')).text,
    );
  });
});
