import { QueryClient } from '@tanstack/react-query';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { credentialsStore } from './credentials-store';
import { formStatsQueries } from './form-stats';
import { retryDelay, shouldRetry } from './wait-policy';

setupSandboxServer();

describe('formStatsQueries', () => {
  it('waits out a 429 as Retry-After says, then gives the count and the latest response', async () => {
    credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false);
    const formId = SEED_FORM_IDS.supportIntake;
    sandbox.faults.configure({
      rules: [{ method: 'GET', path: '/submissions', status: 429, retryAfter: '1', times: 1 }],
    });
    // The app's retry policy, as the query client applies it to every query.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, retryDelay } },
    });
    const started = Date.now();
    const list = await queryClient.fetchQuery(formStatsQueries.stats(formId));
    const stats = formStatsQueries.stats(formId).select?.(list);

    const completed = sandbox.store.listSubmissions(formId, 'completed');
    expect(stats).toEqual({ count: completed.length, latest: completed[0]?.created_at });
    expect(apiRequests('GET', `/forms/${formId}/submissions`)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
