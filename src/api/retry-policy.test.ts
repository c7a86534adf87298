import { ApiError } from './api-error';
import { retryDelay, shouldRetry } from './retry-policy';

const http = (status: number, retryAfterMs?: number) =>
  new ApiError('http', status, 'x', retryAfterMs);

describe('retry policy', () => {
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
