import { ApiError } from './api-error';
import { LONGEST_TIMER_MS, sleep } from '@/lib/sleep';
import { parseRetryAfter, rateLimitWait, retryDelay, shouldRetry } from './wait-policy';

const http = (status: number, retryAfterMs?: number) =>
  new ApiError('http', status, 'x', retryAfterMs);

describe("the wait policy's retries", () => {
  it('does not retry 4xx other than 408 and 429', () => {
    for (const status of [400, 401, 403, 404, 422])
      expect(shouldRetry(0, http(status))).toBe(false);
    expect(shouldRetry(0, http(408))).toBe(true);
    expect(shouldRetry(0, http(429))).toBe(true);
  });

  it('retries 5xx and network failures a few times, never an unreadable answer', () => {
    expect(shouldRetry(0, http(500))).toBe(true);
    expect(shouldRetry(2, new ApiError('network', 0, 'x'))).toBe(true);
    expect(shouldRetry(3, http(503))).toBe(false);
    expect(shouldRetry(0, new ApiError('unreadable', 200, 'x'))).toBe(false);
  });

  it('waits as long as Retry-After says, else backs off exponentially', () => {
    expect(retryDelay(0, http(429, 4000))).toBe(4000);
    const first = retryDelay(0, http(500));
    const third = retryDelay(3, http(500));
    expect(first).toBeGreaterThanOrEqual(500);
    expect(first).toBeLessThanOrEqual(1000);
    expect(third).toBeGreaterThanOrEqual(4000);
    expect(third).toBeLessThanOrEqual(8000);
  });
});

describe('the wait after a 429', () => {
  it('has a floor that grows with each 429 in a row, however short Retry-After is', () => {
    expect(rateLimitWait(0, 0)).toEqual({ ms: 1000, tooLong: false });
    expect(rateLimitWait(0, 1).ms).toBe(2000);
    expect(rateLimitWait(0, 3).ms).toBe(8000);
    expect(rateLimitWait(undefined, 0).ms).toBe(5000);
    expect(retryDelay(0, http(429, 0))).toBe(1000);
    expect(retryDelay(2, http(429, 0))).toBe(4000);
  });

  it('has a ceiling of 60 s, and a longer ask is said to be too long', () => {
    expect(rateLimitWait(0, 40)).toEqual({ ms: 60_000, tooLong: false });
    expect(rateLimitWait(60_000, 0)).toEqual({ ms: 60_000, tooLong: false });
    expect(rateLimitWait(60_001, 0)).toEqual({ ms: 60_000, tooLong: true });
    const huge = parseRetryAfter('2147484');
    expect(huge).toBe(2_147_484_000);
    expect(rateLimitWait(huge, 0)).toEqual({ ms: 60_000, tooLong: true });
    const farFuture = parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(rateLimitWait(farFuture, 0)).toEqual({ ms: 60_000, tooLong: true });
    expect(retryDelay(0, http(429, huge))).toBeLessThan(2 ** 31);
    // React Query's reads do not retry a wait they would cut short: the error says how long.
    expect(shouldRetry(0, http(429, huge))).toBe(false);
    expect(shouldRetry(0, http(429, 0))).toBe(true);
  });

  it('reads a date in the past as no wait at all, which the floor then lengthens', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(rateLimitWait(0, 0).ms).toBe(1000);
  });
});

describe('sleep', () => {
  // The spy wraps the fake setTimeout: restored first, or it would put the fake one back.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('never sets a timer of 2^31 ms or more, which browsers fire at once', async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const controller = new AbortController();
    const done = sleep(2_147_484_000, controller.signal).catch(() => 'aborted');
    expect(spy.mock.calls.at(-1)?.[1]).toBe(LONGEST_TIMER_MS);
    expect(LONGEST_TIMER_MS).toBeLessThan(2 ** 31);
    controller.abort();
    await expect(done).resolves.toBe('aborted');
  });
});
