import { http, HttpResponse } from 'msw';
import { credentialsStore } from '@/api/credentials-store';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import {
  apiRequests,
  sandbox,
  server,
  TEST_BASE_URL,
  setupSandboxServer,
} from '@test/sandbox-server';
import { fetchAllSubmissions } from './fetch-all-submissions';

setupSandboxServer();

function trackConcurrency() {
  let inFlight = 0;
  let max = 0;
  const start = () => {
    inFlight += 1;
    max = Math.max(max, inFlight);
  };
  const end = () => {
    inFlight -= 1;
  };
  server.events.on('request:start', start);
  server.events.on('response:mocked', end);
  return {
    max: () => max,
    stop: () => {
      server.events.removeListener('request:start', start);
      server.events.removeListener('response:mocked', end);
    },
  };
}

/**
 * A server of `pages` pages of 50 that reports `total` whatever it holds; each page repeats the
 * last id of the page before, as a list does while new submissions arrive.
 */
function serveList(pages: number, total: number) {
  server.use(
    http.get(`${TEST_BASE_URL}/forms/listed/submissions`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const ids = Array.from({ length: 50 }, (_, i) => `s${(page - 1) * 49 + i}`);
      return HttpResponse.json({
        questions: [],
        submissions: ids.map((id) => ({ id, created_at: '', is_partial: false, responses: {} })),
        total,
        page,
        limit: 50,
        has_next: page < pages,
      });
    }),
  );
}

beforeEach(() =>
  credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false),
);

describe('fetchAllSubmissions', () => {
  it('fetches every page of the filter with at most 4 requests in flight, reporting progress', async () => {
    sandbox.faults.configure({ latencyMs: 20 });
    const concurrency = trackConcurrency();
    const progress: number[] = [];
    const result = await fetchAllSubmissions({
      formId: SEED_FORM_IDS.customerFeedback,
      filter: 'all',
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.pagesDone),
    });
    concurrency.stop();
    expect(result.submissions).toHaveLength(340);
    expect(new Set(result.submissions.map((s) => s.id)).size).toBe(340);
    expect(result.questions.length).toBeGreaterThan(0);
    const pages = apiRequests('GET', '/submissions');
    expect(pages).toHaveLength(7);
    expect(pages.every((r) => r.url.searchParams.get('limit') === '50')).toBe(true);
    expect(pages.every((r) => r.url.searchParams.get('filter') === 'all')).toBe(true);
    expect(concurrency.max()).toBeLessThanOrEqual(4);
    expect(concurrency.max()).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(7);
  });

  it('with the total already known, starts four requests at once and sends no extra one', async () => {
    sandbox.faults.configure({ latencyMs: 30 });
    const concurrency = trackConcurrency();
    const result = await fetchAllSubmissions({
      formId: SEED_FORM_IDS.customerFeedback,
      filter: 'all',
      expectedTotal: 340,
      signal: new AbortController().signal,
    });
    concurrency.stop();
    expect(result.submissions).toHaveLength(340);
    expect(apiRequests('GET', '/submissions')).toHaveLength(7);
    expect(concurrency.max()).toBe(4);
  });

  it('fetches past a stale total when the form grew', async () => {
    const result = await fetchAllSubmissions({
      formId: SEED_FORM_IDS.customerFeedback,
      filter: 'all',
      expectedTotal: 100,
      signal: new AbortController().signal,
    });
    expect(result.submissions).toHaveLength(340);
  });

  it('waits for Retry-After on a 429 and carries on', async () => {
    sandbox.faults.configure({
      rules: [{ path: '/submissions', status: 429, error: 'Slow down', retryAfter: '1', times: 1 }],
    });
    const started = Date.now();
    const result = await fetchAllSubmissions({
      formId: SEED_FORM_IDS.eventRegistration,
      filter: 'completed',
      signal: new AbortController().signal,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.submissions).toHaveLength(117);
  });

  it('stops at once when cancelled, without waiting for the requests in flight', async () => {
    // The first answer comes at once; the others would take longer than the test may run.
    sandbox.faults.configure({
      rules: [
        { path: '/submissions', times: 1 },
        { path: '/submissions', latencyMs: 20_000 },
      ],
    });
    // The fake clock lets the latencies (and any retry's wait) run out without the test waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const controller = new AbortController();
      const run = fetchAllSubmissions({
        formId: SEED_FORM_IDS.customerFeedback,
        filter: 'all',
        expectedTotal: 340,
        signal: controller.signal,
        onProgress: () => controller.abort(new DOMException('Cancelled', 'AbortError')),
      });
      // Rejected while the clock stands still: no answer held back by the latency is awaited.
      await expect(run).rejects.toThrow('Cancelled');
      // Four at once, then one more as soon as the first answer came back.
      expect(apiRequests('GET', '/submissions')).toHaveLength(5);
      // Every held answer would have come back by now, and every retry been sent: none was.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(apiRequests('GET', '/submissions')).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands over the rows in page order, each submission once, while later pages load', async () => {
    sandbox.faults.configure({ latencyMs: 10 });
    let answered = 0;
    const count = () => (answered += 1);
    server.events.on('response:mocked', count);
    const handed: string[] = [];
    const answeredAtFirstRows: number[] = [];
    const result = await fetchAllSubmissions({
      formId: SEED_FORM_IDS.customerFeedback,
      filter: 'all',
      expectedTotal: 340,
      signal: new AbortController().signal,
      onRows: (questions, rows) => {
        expect(questions.length).toBeGreaterThan(0);
        handed.push(...rows.map((row) => row.id));
        answeredAtFirstRows.push(answered);
      },
    });
    server.events.removeListener('response:mocked', count);
    expect(handed).toEqual(result.submissions.map((row) => row.id));
    expect(new Set(handed).size).toBe(340);
    // The first rows were handed over before the last of the 7 pages came back.
    expect(answeredAtFirstRows[0]).toBeLessThan(7);
  });

  it('fails with a clear message when a page comes back in the wrong shape', async () => {
    sandbox.faults.configure({
      rules: [{ path: '/submissions', status: 200, body: '{"submissions": "nope"}', times: 1 }],
    });
    await expect(
      fetchAllSubmissions({
        formId: SEED_FORM_IDS.customerFeedback,
        filter: 'all',
        expectedTotal: 340,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow('The API answered in an unexpected shape.');
  });

  it('fails with the API error when a page fails for good', async () => {
    sandbox.faults.configure({
      rules: [
        { path: '/submissions', status: 403, error: 'Forbidden to view partial submissions' },
      ],
    });
    await expect(
      fetchAllSubmissions({
        formId: SEED_FORM_IDS.customerFeedback,
        filter: 'all',
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow('Forbidden to view partial submissions');
  });

  it('reads every page while the server says there is more, however low its total', async () => {
    serveList(4, 10);
    const progress: string[] = [];
    const result = await fetchAllSubmissions({
      formId: 'listed',
      filter: 'all',
      expectedTotal: 10,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(`${p.pagesDone}/${p.pages} ${p.rows}/${p.total}`),
    });
    // 200 rows, of which 3 repeated across pages: each one is taken once.
    expect(result.submissions.map((s) => s.id)).toEqual(
      Array.from({ length: 197 }, (_, i) => `s${i}`),
    );
    expect(apiRequests('GET', '/submissions')).toHaveLength(4);
    // The progress never shows fewer rows in all than it has.
    expect(progress).toEqual(['1/2 50/50', '2/3 99/99', '3/4 148/148', '4/4 197/197']);
  });

  it('sends a few requests at most past the last page, however high the total', async () => {
    serveList(3, 1e9);
    const result = await fetchAllSubmissions({
      formId: 'listed',
      filter: 'all',
      expectedTotal: 1e9,
      signal: new AbortController().signal,
    });
    expect(result.submissions).toHaveLength(148);
    expect(apiRequests('GET', '/submissions').length).toBeLessThanOrEqual(3 + 3);
  });
});
