import { credentialsStore } from '@/api/credentials-store';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { responseSets } from './response-sets';

// The tab's own response sets, loading through the real client from the sandbox: the API says
// "429, retry after 30 s" more times in a row than any retry cap allows.
setupSandboxServer();

const formId = SEED_FORM_IDS.eventRegistration;
/** The last of its three pages of 50: the two before it arrive while it waits. */
const LIMITED_PAGE = 3;
const WAIT_MS = 30_000;
const REFUSALS = 5;

const snap = () => responseSets.get(formId);
/** Each request for the limited page that reached the API, refused or not. */
const limitedRequests = () =>
  apiRequests('GET', `/forms/${formId}/submissions`).filter(
    (request) => request.url.searchParams.get('page') === String(LIMITED_PAGE),
  );
// With fake timers each check moves the clock on by `interval`: 1 ms keeps the waits exact.
const soon = (check: () => void) => vi.waitFor(check, { interval: 1, timeout: 5000 });

afterEach(() => vi.useRealTimers());

describe('a response set the API keeps rate limiting', () => {
  it('waits as long as each 429 asks, five times in a row for one page, and loses nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false);
    sandbox.faults.configure({
      rules: [
        {
          path: '/submissions',
          page: LIMITED_PAGE,
          status: 429,
          retryAfter: String(WAIT_MS / 1000),
          times: REFUSALS,
        },
      ],
    });
    const all = sandbox.store.listSubmissions(formId, 'all');
    expect(all.length).toBeGreaterThan((LIMITED_PAGE - 1) * 50);

    responseSets.open(formId);
    for (let refused = 1; refused <= REFUSALS; refused += 1) {
      await soon(() => {
        expect(limitedRequests()).toHaveLength(refused);
        expect(snap()?.phase.kind).toBe('rateLimited');
      });
      const phase = snap()?.phase;
      if (phase?.kind !== 'rateLimited') throw new Error('Not waiting');
      // It says how long it waits ("resuming in 30 s"), and it is the API's Retry-After.
      expect(phase.until - Date.now()).toBeGreaterThan(WAIT_MS - 1000);
      expect(phase.until - Date.now()).toBeLessThanOrEqual(WAIT_MS);
      // What arrived before stays while it waits.
      expect(snap()?.rows).toHaveLength((LIMITED_PAGE - 1) * 50);

      await vi.advanceTimersByTimeAsync(phase.until - Date.now() - 1);
      expect(limitedRequests()).toHaveLength(refused);
      expect(snap()?.phase.kind).toBe('rateLimited');
      await vi.advanceTimersByTimeAsync(1);
    }

    await soon(() => expect(snap()?.phase.kind).toBe('complete'));
    expect(limitedRequests()).toHaveLength(REFUSALS + 1);
    expect(snap()?.rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
  });
});
