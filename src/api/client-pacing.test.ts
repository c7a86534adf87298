import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox } from '@/sandbox/handler';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { anyJson, apiDelete, apiRequest } from './client';
import { DELETES_AT_ONCE, deleteEach } from './delete-each';

// The sandbox itself, with a rate limit of 4 requests in 8 s per key.
const sandbox = createSandbox({ rateLimit: { limit: 4, windowMs: 8_000 } });
const BASE = 'https://paced.test/v1';
const statuses: Array<{ at: number; method: string; status: number }> = [];
let inFlight = 0;
let mostInFlight = 0;
const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const response = await sandbox.fetch(request);
    inFlight -= 1;
    statuses.push({ at: Date.now(), method: request.method, status: response.status });
    return response;
  }),
);
const credentials = { baseUrl: BASE, apiKey: SANDBOX_KEYS.full };
const START = Date.parse('2026-11-27T10:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sandbox.reset();
  statuses.length = 0;
  mostInFlight = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/**
 * Spread, not burst: no more than the limit in any window of 8 s; and not slower than the limit
 * asks: twelve requests in three windows.
 */
function expectSpreadOverThreeWindows() {
  const times = statuses.map((entry) => entry.at - START);
  for (const time of times) {
    expect(
      times.filter((other) => other >= time && other < time + 8_000).length,
    ).toBeLessThanOrEqual(4);
  }
  expect(Math.max(...times)).toBeLessThan(24_000);
}

describe('every request through the client is paced by the rate limit the API sends', () => {
  it('twelve reads under a limit of 4 per 8 s: spread over three windows, never a 429', async () => {
    const read = () => apiRequest(credentials, '/users/me', { schema: anyJson });
    // One read teaches the pacer the limit; then eleven at once, as a loader would queue them.
    await read();
    const rest = Promise.all(Array.from({ length: 11 }, read));
    await vi.advanceTimersByTimeAsync(30_000);
    await rest;
    expect(statuses.map((entry) => entry.status)).toEqual(Array(12).fill(200));
    expectSpreadOverThreeWindows();
  });

  it('eleven DELETEs of a run, 4 at a time, under the same limit: spread, never a 429', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    const ids = sandbox.store
      .getForm(formId)!
      .submissions.slice(0, 11)
      .map((submission) => submission.id);
    // The client's pacer is one per key (with the clock it was made with): another key.
    const other = { baseUrl: BASE, apiKey: SANDBOX_KEYS.completedOnly };
    // One read teaches the pacer the limit, as the People page's loading does.
    await apiRequest(other, '/users/me', { schema: anyJson });
    const run = deleteEach((id) => apiDelete(other, `/forms/${formId}/submissions/${id}`), {
      ids,
      atOnce: DELETES_AT_ONCE,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await run).toEqual(ids);

    const deletes = statuses.filter((entry) => entry.method === 'DELETE');
    expect(deletes.map((entry) => entry.status)).toEqual(Array(11).fill(200));
    for (const id of ids) expect(sandbox.store.getSubmission(formId, id)).toBeUndefined();
    expect(mostInFlight).toBeLessThanOrEqual(4);
    expectSpreadOverThreeWindows();
  });
});
