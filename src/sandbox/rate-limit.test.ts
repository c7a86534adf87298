import { createSandbox } from './handler';
import { SANDBOX_KEYS } from './keys';
import { createKeyRateLimit, parseRateLimit } from './rate-limit';

describe('parseRateLimit', () => {
  it.each([
    ['100/min', { limit: 100, windowMs: 60_000 }],
    ['5/s', { limit: 5, windowMs: 1_000 }],
    [' 1000 / h ', { limit: 1000, windowMs: 3_600_000 }],
  ])('%s', (text, expected) => {
    expect(parseRateLimit(text)).toEqual(expected);
  });

  it.each(['100', '0/min', '10/day', 'x/min', ''])('refuses %j', (text) => {
    expect(() => parseRateLimit(text)).toThrow(/--rate-limit/);
  });
});

describe('createKeyRateLimit', () => {
  it('counts each key in its own window and says when the window ends', () => {
    const limiter = createKeyRateLimit({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0)?.headers).toMatchObject({
      'RateLimit-Limit': '2',
      'RateLimit-Remaining': '1',
      'RateLimit-Reset': '60',
    });
    expect(limiter.take('a', 10_000)?.allowed).toBe(true);
    const refused = limiter.take('a', 20_500);
    expect(refused?.allowed).toBe(false);
    expect(refused?.headers).toMatchObject({ 'Retry-After': '40', 'RateLimit-Remaining': '0' });
    expect(limiter.take('b', 20_500)?.allowed).toBe(true);
    // A new window at its end.
    expect(limiter.take('a', 60_000)?.headers['RateLimit-Remaining']).toBe('1');
  });

  it('without a limit counts nothing; clear comes back to the starting limit', () => {
    const limiter = createKeyRateLimit({ limit: 1, windowMs: 1_000 });
    limiter.configure(null);
    expect(limiter.take('a')).toBeUndefined();
    limiter.clear();
    expect(limiter.setting()).toEqual({ limit: 1, windowMs: 1_000 });
  });
});

describe('the rate limit through the sandbox', () => {
  const sandbox = createSandbox();
  const control = (method: string, body?: unknown) =>
    sandbox.fetch(
      new Request('http://sandbox.test/v1/__sandbox/rate-limit', {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  const me = () =>
    sandbox.fetch(
      new Request('http://sandbox.test/v1/users/me', {
        headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
      }),
    );

  it('is set and removed by the control route; the control routes are never limited', async () => {
    expect((await me()).headers.get('RateLimit-Limit')).toBeNull();
    const put = await control('PUT', { limit: 1 });
    expect(await put.json()).toEqual({ rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await me()).status).toBe(200);
    const refused = await me();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await control('GET')).status).toBe(200);
    expect((await control('PUT', { limit: 0 })).status).toBe(400);
    await control('DELETE');
    expect((await me()).status).toBe(200);
    expect((await me()).headers.get('RateLimit-Limit')).toBeNull();
  });

  it('a reset comes back to no limit', async () => {
    await control('PUT', { limit: 1, windowMs: 1000 });
    sandbox.reset();
    expect(sandbox.rateLimit.setting()).toBeNull();
  });
});
