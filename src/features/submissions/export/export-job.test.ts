import { credentialsStore } from '@/api/credentials-store';
import type { ResponseView } from '@/response-set/view';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { loadExportCode } from './export-code';
import { startExportJob } from './export-job';

setupSandboxServer();

const form = { id: SEED_FORM_IDS.customerFeedback, name: 'Customer feedback' };
const view: ResponseView = { tab: 'all', search: '', sort: null, filters: [] };
const exportAll = (format: 'csv' | 'json') =>
  startExportJob({
    form,
    format,
    scope: 'all',
    view,
    source: { kind: 'fetch', filter: 'all', expectedTotal: 340 },
    timeZone: 'UTC',
  });

beforeEach(() => {
  credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false);
  // jsdom has no object URLs or downloads.
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The files the export hands to the browser to save. */
function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test/1';
  });
  return saved;
}

describe('startExportJob', () => {
  it('sends its requests at once, with no dialog drawn, and ends with the saved file', async () => {
    const job = exportAll('csv');

    await vi.waitFor(() => expect(apiRequests('GET', '/submissions').length).toBeGreaterThan(0));
    const { rows, fileName } = await job.result;
    expect(rows).toBe(340);
    expect(fileName).toMatch(/^customer-feedback-submissions-all-.*\.csv$/);
    expect(apiRequests('GET', '/submissions')).toHaveLength(7);
    expect(job.getSnapshot().error).toBeNull();
  });

  it('sends its first four requests within the call once the export code has arrived', async () => {
    await loadExportCode();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const job = exportAll('csv');
    const sentWithinTheCall = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).search);

    expect(sentWithinTheCall).toEqual(
      [1, 2, 3, 4].map((page) => `?filter=all&page=${page}&limit=50`),
    );
    await expect(job.result).resolves.toMatchObject({ rows: 340 });
  });

  it('publishes progress to its listeners', async () => {
    sandbox.faults.configure({ latencyMs: 150 });
    const job = exportAll('json');
    const seen: string[] = [];
    job.subscribe(() => {
      const { progress } = job.getSnapshot();
      if (progress) seen.push(`${progress.pagesDone}/${progress.pages}`);
    });

    await job.result;
    // The first answers are shown as they land, not after a wait.
    expect(seen[0]).toMatch(/^[1-4]\/7$/);
  });

  it('stops every request on cancel, and saves nothing unless asked', async () => {
    // The test's clock: whatever the job would still do later (an answer, a retry) happens now.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.faults.configure({ latencyMs: 200 });
    const job = exportAll('csv');
    await vi.waitFor(() => expect(apiRequests('GET', '/submissions')).toHaveLength(4));

    job.cancel();
    await expect(job.result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(apiRequests('GET', '/submissions')).toHaveLength(4);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(job.getSnapshot().error).toBeNull();
  });

  it('keeps the failure for the dialog to show', async () => {
    sandbox.faults.configure({
      rules: [{ path: '/submissions', status: 403, error: 'Forbidden' }],
    });
    const job = exportAll('csv');
    const changed = new Promise<void>((resolve) => job.subscribe(resolve));

    await expect(job.result).rejects.toMatchObject({ status: 403 });
    await changed;
    expect(job.getSnapshot().error).toMatchObject({ status: 403, message: 'Forbidden' });
  });

  it('after a stop, saves the submissions loaded so far, marked incomplete', async () => {
    const saved = captureDownloads();
    // Pages 1 and 2 come at once; page 3 never does.
    sandbox.faults.configure({ rules: [{ path: '/submissions', page: 3, latencyMs: 20_000 }] });
    const job = exportAll('json');
    await vi.waitFor(() => expect(job.getSnapshot().progress?.rows).toBe(100));
    expect(job.saveLoaded()).toBeNull();

    job.cancel();
    await expect(job.result).rejects.toMatchObject({ name: 'AbortError' });
    expect(job.getSnapshot()).toMatchObject({ stopped: true, loaded: 100, error: null });
    expect(saved).toHaveLength(0);
    const file = job.saveLoaded();
    expect(file).toMatchObject({ rows: 100 });
    expect(file?.fileName).toMatch(/^customer-feedback-submissions-all-partial-.*\.json$/);
    const json = JSON.parse(await saved[0]!.text()) as {
      count: number;
      complete: boolean;
      submissions: { id: string }[];
    };
    expect(json).toMatchObject({ count: 100, complete: false });
    const newest = sandbox.store.listSubmissions(form.id, 'all').slice(0, 100);
    expect(json.submissions.map((row) => row.id)).toEqual(newest.map((row) => row.id));
    // Once saved, not again.
    expect(job.saveLoaded()).toBeNull();
  });

  it('keeps what it fetched when a page fails for good, for the dialog to offer', async () => {
    const saved = captureDownloads();
    sandbox.faults.configure({
      // After pages 1 and 2 have come.
      rules: [{ path: '/submissions', page: 3, status: 403, error: 'Forbidden', latencyMs: 150 }],
    });
    const job = exportAll('csv');
    await expect(job.result).rejects.toMatchObject({ status: 403 });
    expect(job.getSnapshot()).toMatchObject({ stopped: false, loaded: 100 });
    expect(job.saveLoaded()).toMatchObject({ rows: 100 });
    const csv = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toHaveLength(1 + 100);
  });

  it('pauses while rate-limited and goes on by itself', async () => {
    sandbox.faults.configure({
      rules: [
        {
          path: '/submissions',
          page: 2,
          status: 429,
          error: 'Slow down',
          retryAfter: '1',
          times: 1,
        },
      ],
    });
    const job = exportAll('csv');
    const pauses: string[] = [];
    job.subscribe(() => pauses.push(job.getSnapshot().pause?.kind ?? 'none'));

    await expect(job.result).resolves.toMatchObject({ rows: 340 });
    expect(pauses).toContain('rateLimited');
    expect(pauses.at(-1)).toBe('none');
    // Page 2 twice: once refused, once after the wait.
    const pageTwo = apiRequests('GET', '/submissions').filter(
      (request) => request.url.searchParams.get('page') === '2',
    );
    expect(pageTwo).toHaveLength(2);
  });
});
