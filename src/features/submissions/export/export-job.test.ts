import { credentialsStore } from '@/api/credentials-store';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { loadExportCode } from './export-code';
import { startExportJob } from './export-job';

setupSandboxServer();

const form = { id: SEED_FORM_IDS.customerFeedback, name: 'Customer feedback' };

beforeEach(() => {
  credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false);
  // jsdom has no object URLs or downloads.
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('startExportJob', () => {
  it('sends its requests at once, with no dialog drawn, and ends with the saved file', async () => {
    const job = startExportJob({ form, filter: 'all', format: 'csv', expectedTotal: 340 });

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

    const job = startExportJob({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    const sentWithinTheCall = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).search);

    expect(sentWithinTheCall).toEqual(
      [1, 2, 3, 4].map((page) => `?filter=all&page=${page}&limit=50`),
    );
    await expect(job.result).resolves.toMatchObject({ rows: 340 });
  });

  it('publishes progress to its listeners', async () => {
    sandbox.faults.configure({ latencyMs: 150 });
    const job = startExportJob({ form, filter: 'all', format: 'json', expectedTotal: 340 });
    const seen: string[] = [];
    job.subscribe(() => {
      const { progress } = job.getSnapshot();
      if (progress) seen.push(`${progress.pagesDone}/${progress.pages}`);
    });

    await job.result;
    // The first answers are shown as they land, not after a wait.
    expect(seen[0]).toMatch(/^[1-4]\/7$/);
  });

  it('stops every request on cancel, and saves nothing', async () => {
    sandbox.faults.configure({ latencyMs: 200 });
    const job = startExportJob({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    await vi.waitFor(() => expect(apiRequests('GET', '/submissions')).toHaveLength(4));

    job.cancel();
    await expect(job.result).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(apiRequests('GET', '/submissions')).toHaveLength(4);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(job.getSnapshot().error).toBeNull();
  });

  it('keeps the failure for the dialog to show', async () => {
    sandbox.faults.configure({
      rules: [{ path: '/submissions', status: 403, error: 'Forbidden' }],
    });
    const job = startExportJob({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    const changed = new Promise<void>((resolve) => job.subscribe(resolve));

    await expect(job.result).rejects.toMatchObject({ status: 403 });
    await changed;
    expect(job.getSnapshot().error).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
