import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox } from '@/sandbox/handler';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { anyJson, apiRequest } from './client';

// The sandbox itself, with a rate limit of 4 requests in 8 s per key.
const sandbox = createSandbox({ rateLimit: { limit: 4, windowMs: 8_000 } });
const BASE = 'https://paced.test/v1';
const statuses: Array<{ at: number; status: number }> = [];
const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const response = await sandbox.fetch(request);
    statuses.push({ at: Date.now(), status: response.status });
    return response;
  }),
);
const credentials = { baseUrl: BASE, apiKey: SANDBOX_KEYS.full };
const START = Date.parse('2026-11-27T10:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('every request through the client is paced by the rate limit the API sends', () => {
  it('twelve reads under a limit of 4 per 8 s: spread over three windows, never a 429', async () => {
    const read = () => apiRequest(credentials, '/users/me', { schema: anyJson });
    // One read teaches the pacer the limit; then eleven at once, as a loader would queue them.
    await read();
    const rest = Promise.all(Array.from({ length: 11 }, read));
    await vi.advanceTimersByTimeAsync(30_000);
    await rest;
    expect(statuses.map((entry) => entry.status)).toEqual(Array(12).fill(200));
    // Spread, not burst: no more than the limit in any window of 8 s.
    const times = statuses.map((entry) => entry.at - START);
    for (const time of times) {
      expect(
        times.filter((other) => other >= time && other < time + 8_000).length,
      ).toBeLessThanOrEqual(4);
    }
    // And not slower than the limit asks: twelve requests in three windows.
    expect(Math.max(...times)).toBeLessThan(24_000);
  });
});
