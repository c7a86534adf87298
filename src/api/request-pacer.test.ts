import { createPacer, learn, plan, readRateLimit, UNPACED } from './request-pacer';

const headers = (values: Record<string, string>) => new Headers(values);
const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('readRateLimit', () => {
  it('reads RateLimit-* and X-RateLimit-*, a reset in seconds or as a time', () => {
    expect(
      readRateLimit(headers({ 'RateLimit-Remaining': '7', 'RateLimit-Reset': '30' }), 200, NOW),
    ).toEqual({ remaining: 7, resetAt: NOW + 30_000 });
    const epoch = (NOW + 45_000) / 1000;
    expect(
      readRateLimit(
        headers({ 'X-RateLimit-Remaining': '3', 'X-RateLimit-Reset': String(epoch) }),
        200,
        NOW,
      ),
    ).toEqual({ remaining: 3, resetAt: NOW + 45_000 });
    expect(readRateLimit(headers({ 'RateLimit-Remaining': 'many' }), 200, NOW)).toEqual({});
  });

  it("a 429's Retry-After holds every request until then; beyond the ceiling it is the user's", () => {
    expect(readRateLimit(headers({ 'Retry-After': '12' }), 429, NOW)).toEqual({
      remaining: 0,
      resetAt: NOW + 12_000,
      retryAt: NOW + 12_000,
    });
    expect(readRateLimit(headers({ 'Retry-After': '3600' }), 429, NOW)).toEqual({});
  });
});

describe('plan', () => {
  it('spreads the requests left evenly over the rest of the window', () => {
    let state = learn(UNPACED, { remaining: 4, resetAt: NOW + 8_000 }, NOW);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const planned = plan(state, NOW);
      waits.push(planned.waitMs);
      state = planned.state;
    }
    expect(waits).toEqual([0, 2_000, 4_000, 6_000]);
    // None left: the fifth waits for the window's end, and never longer.
    expect(plan(state, NOW).waitMs).toBe(8_000);
  });

  it('knowing nothing, or past the window, sends at once', () => {
    expect(plan(UNPACED, NOW).waitMs).toBe(0);
    const old = learn(UNPACED, { remaining: 0, resetAt: NOW + 1_000 }, NOW);
    expect(plan(old, NOW + 1_000).waitMs).toBe(0);
  });

  it('within one window the smaller count wins; a new window replaces it', () => {
    const state = learn(UNPACED, { remaining: 2, resetAt: NOW + 10_000 }, NOW);
    // An answer to a request sent earlier, counted before the others.
    expect(learn(state, { remaining: 5, resetAt: NOW + 10_200 }, NOW).remaining).toBe(2);
    expect(learn(state, { remaining: 9, resetAt: NOW + 70_000 }, NOW).remaining).toBe(9);
  });
});

describe('createPacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('learns the limit from headers and lets requests go one by one, spread over the window', async () => {
    const pacer = createPacer();
    const sent: number[] = [];
    const send = async () => {
      await pacer.take();
      sent.push(Date.now() - NOW);
    };
    await send();
    pacer.learn(200, headers({ 'RateLimit-Remaining': '3', 'RateLimit-Reset': '6' }));
    const three = Promise.all([send(), send(), send()]);
    await vi.advanceTimersByTimeAsync(6_000);
    await three;
    expect(sent).toEqual([0, 0, 2_000, 4_000]);
  });

  it('after a 429 waits exactly as long as Retry-After asks, no longer', async () => {
    const pacer = createPacer();
    pacer.learn(429, headers({ 'Retry-After': '5' }));
    let went = false;
    const next = Promise.resolve(pacer.take()).then(() => (went = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(went).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(went).toBe(true);
    expect(Date.now() - NOW).toBe(5_000);
  });

  it('a 429 to a delete holds nothing back: the user confirms again when told', () => {
    const pacer = createPacer();
    pacer.learn(429, headers({ 'Retry-After': '30' }), 'DELETE');
    expect(pacer.take()).toBeUndefined();
    pacer.learn(429, headers({ 'Retry-After': '30' }), 'GET');
    expect(pacer.take()).toBeInstanceOf(Promise);
  });

  it('an aborted wait rejects at once', async () => {
    const pacer = createPacer();
    pacer.learn(200, headers({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '30' }));
    const controller = new AbortController();
    const waiting = pacer.take(controller.signal);
    controller.abort(new DOMException('Stopped', 'AbortError'));
    await expect(waiting).rejects.toThrow('Stopped');
  });
});
