import { createFaults, faultResponse } from './faults';
import { createSandbox } from './handler';
import { SEED_FORM_IDS } from './seed-form-ids';
import { call, control } from './test-helpers';

describe('createFaults', () => {
  it('matches rules by method and path substring, first match wins', () => {
    const faults = createFaults({
      rules: [
        { method: 'delete', path: '/forms/', status: 500, error: 'Locked' },
        { path: '/forms', status: 503 },
      ],
    });
    expect(faults.decide('GET', '/users/me')).toEqual({ delayMs: 0, action: 'pass' });
    const del = faults.decide('DELETE', '/forms/frm_1');
    const get = faults.decide('GET', '/forms/frm_1/questions');
    expect(del.action === 'respond' && del.response.status).toBe(500);
    expect(get.action === 'respond' && get.response.status).toBe(503);
  });

  it('uses a rule up after `times` and keeps it forever without', () => {
    const faults = createFaults({ rules: [{ path: '/webhooks', drop: true, times: 2 }] });
    expect(faults.decide('GET', '/webhooks').action).toBe('drop');
    expect(faults.config().rules).toEqual([{ path: '/webhooks', drop: true, times: 1 }]);
    expect(faults.decide('GET', '/webhooks').action).toBe('drop');
    expect(faults.decide('GET', '/webhooks').action).toBe('pass');
    expect(faults.config().rules).toEqual([]);
  });

  it('adds rule latency to the global one; a latency-only rule lets the request through', () => {
    const faults = createFaults({ latencyMs: 100, rules: [{ path: '/forms', latencyMs: 250 }] });
    expect(faults.decide('GET', '/forms')).toEqual({ delayMs: 350, action: 'pass' });
    expect(faults.decide('GET', '/users/me')).toEqual({ delayMs: 100, action: 'pass' });
  });

  it('rate-limits per window with Retry-After', async () => {
    const faults = createFaults({
      rateLimit: { limit: 2, windowMs: 1000, retryAfterSeconds: 30 },
    });
    expect(faults.decide('GET', '/forms', 0).action).toBe('pass');
    expect(faults.decide('GET', '/forms', 500).action).toBe('pass');
    const limited = faults.decide('GET', '/forms', 999);
    expect(limited.action).toBe('respond');
    if (limited.action !== 'respond') return;
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('Retry-After')).toBe('30');
    expect(await limited.response.json()).toEqual({ error: 'Too many requests' });
    expect(faults.decide('GET', '/forms', 1000).action).toBe('pass');
  });

  it('clear() returns to the initial configuration, configure() replaces it', () => {
    const faults = createFaults({ latencyMs: 40 });
    faults.configure({ rules: [{ status: 500 }] });
    expect(faults.config()).toEqual({ latencyMs: 0, rules: [{ status: 500 }], rateLimit: null });
    faults.clear();
    expect(faults.config()).toEqual({ latencyMs: 40, rules: [], rateLimit: null });
  });
});

describe('faultResponse', () => {
  it('defaults to 500 with a JSON error body', async () => {
    const res = faultResponse({});
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(await res.json()).toEqual({ error: 'Internal server error' });
  });

  it('sends a raw body with its content type, and Retry-After as given', async () => {
    const res = faultResponse({
      status: 502,
      body: '<html>Bad gateway</html>',
      contentType: 'text/html',
      retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT',
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('Content-Type')).toBe('text/html');
    expect(res.headers.get('Retry-After')).toBe('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(await res.text()).toBe('<html>Bad gateway</html>');
    expect(faultResponse({ status: 204 }).body).toBeNull();
  });
});

describe('faults through the sandbox', () => {
  const sandbox = createSandbox();
  beforeEach(() => sandbox.reset());

  it('PUT faults injects an error once, with CORS headers and Retry-After', async () => {
    const put = await control(sandbox, 'faults', 'PUT', {
      rules: [{ path: '/forms', status: 503, error: 'Maintenance', retryAfter: '120', times: 1 }],
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ latencyMs: 0, rateLimit: null, rules: [{ status: 503 }] });
    const hit = await call(sandbox, '/forms');
    expect(hit).toMatchObject({ status: 503, json: { error: 'Maintenance' } });
    expect(hit.headers.get('Retry-After')).toBe('120');
    expect(hit.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(hit.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain('Retry-After');
    expect((await call(sandbox, '/forms')).status).toBe(200);
  });

  it('a failing delete is a 500 with a free message and deletes nothing', async () => {
    await control(sandbox, 'faults', 'PUT', {
      rules: [{ method: 'DELETE', path: '/forms/', error: 'Form is locked by a running export' }],
    });
    const res = await call(sandbox, `/forms/${SEED_FORM_IDS.showcase}`, { method: 'DELETE' });
    expect(res).toMatchObject({
      status: 500,
      json: { error: 'Form is locked by a running export' },
    });
    expect(sandbox.store.getForm(SEED_FORM_IDS.showcase)).toBeDefined();
  });

  it('drops the connection: fetch resolves to a network error', async () => {
    await control(sandbox, 'faults', 'PUT', { rules: [{ path: '/users/me', drop: true }] });
    const res = await call(sandbox, '/users/me');
    expect(res.type).toBe('error');
    expect(res.status).toBe(0);
  });

  it('sends a 200 whose body is not JSON', async () => {
    await control(sandbox, 'faults', 'PUT', {
      rules: [
        { path: '/webhooks', status: 200, body: 'not json', contentType: 'application/json' },
      ],
    });
    const res = await call(sandbox, '/webhooks');
    expect(res).toMatchObject({ status: 200, text: 'not json', json: undefined });
  });

  it('delays requests by the configured latency', async () => {
    await control(sandbox, 'faults', 'PUT', { latencyMs: 120 });
    const started = performance.now();
    expect((await call(sandbox, '/users/me')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('under latency, a delete takes effect only once the latency has passed', async () => {
    await control(sandbox, 'faults', 'PUT', { latencyMs: 150 });
    vi.useFakeTimers();
    try {
      const deleting = call(sandbox, `/forms/${SEED_FORM_IDS.showcase}`, { method: 'DELETE' });
      await vi.advanceTimersByTimeAsync(149);
      expect(sandbox.store.getForm(SEED_FORM_IDS.showcase)).toBeDefined();
      await vi.advanceTimersByTimeAsync(1);
      expect((await deleting).status).toBe(200);
      expect(sandbox.store.getForm(SEED_FORM_IDS.showcase)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rate-limits API requests with 429 and Retry-After, but not the controls or preflights', async () => {
    await control(sandbox, 'faults', 'PUT', {
      rateLimit: { limit: 2, windowMs: 60_000, retryAfterSeconds: 7 },
    });
    expect((await call(sandbox, '/forms')).status).toBe(200);
    expect((await control(sandbox, 'state', 'GET')).status).toBe(200);
    expect((await call(sandbox, '/webhooks', { method: 'OPTIONS' })).status).toBe(204);
    expect((await call(sandbox, '/users/me')).status).toBe(200);
    const limited = await call(sandbox, '/forms');
    expect(limited).toMatchObject({ status: 429, json: { error: 'Too many requests' } });
    expect(limited.headers.get('Retry-After')).toBe('7');
    expect(limited.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain(
      'Retry-After',
    );
    const cleared = await control(sandbox, 'faults', 'DELETE');
    expect(cleared.json).toEqual({ latencyMs: 0, rules: [], rateLimit: null });
    expect((await call(sandbox, '/forms')).status).toBe(200);
  });

  it('rejects an invalid fault configuration with 400', async () => {
    const cases: Array<[unknown, string]> = [
      [{ rules: [{ status: 99 }] }, 'Invalid faults: rules.0.status: '],
      [{ rules: [{ retry_after: '5' }] }, 'Invalid faults: rules.0.retry_after: '],
      [{ latencyMs: -1 }, 'Invalid faults: latencyMs: '],
    ];
    for (const [body, prefix] of cases) {
      const res = await control(sandbox, 'faults', 'PUT', body);
      expect(res.status).toBe(400);
      expect((res.json as { error: string }).error.startsWith(prefix)).toBe(true);
    }
    const notJson = await call(sandbox, '/__sandbox/faults', {
      key: null,
      method: 'PUT',
      body: '{',
    });
    expect(notJson).toMatchObject({
      status: 400,
      json: { error: 'Invalid faults: the body is not JSON' },
    });
    expect(sandbox.faults.config()).toEqual({ latencyMs: 0, rules: [], rateLimit: null });
  });

  it('GET state counts the data and shows the faults; reset clears the faults', async () => {
    await control(sandbox, 'faults', 'PUT', { rules: [{ status: 500 }] });
    const state = await control(sandbox, 'state', 'GET');
    expect(state.json).toEqual({
      forms: 7,
      questions: 74,
      submissions: 604,
      partial_submissions: sandbox.store.counts().partial_submissions,
      webhooks: 17,
      faults: { latencyMs: 0, rules: [{ status: 500 }], rateLimit: null },
    });
    expect((await call(sandbox, '/forms')).status).toBe(500);
    await control(sandbox, 'reset');
    expect((await call(sandbox, '/forms')).status).toBe(200);
  });

  it('a sandbox created with a latency comes back to it after DELETE faults', async () => {
    const slow = createSandbox({ latencyMs: 30 });
    await control(slow, 'faults', 'PUT', { latencyMs: 0 });
    expect((await control(slow, 'faults', 'DELETE')).json).toMatchObject({ latencyMs: 30 });
  });
});
