import { credentialsStore } from '@/api/credentials-store';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { startExport } from './export-run';
import { loadRunExport } from './load-run-export';

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

describe('startExport', () => {
  it('sends its requests at once, with no dialog drawn, and ends with the saved file', async () => {
    const run = startExport({ form, filter: 'all', format: 'csv', expectedTotal: 340 });

    await vi.waitFor(() => expect(apiRequests('GET', '/submissions').length).toBeGreaterThan(0));
    const { rows, fileName } = await run.result;
    expect(rows).toBe(340);
    expect(fileName).toMatch(/^customer-feedback-submissions-all-.*\.csv$/);
    expect(apiRequests('GET', '/submissions')).toHaveLength(7);
    expect(run.getSnapshot().error).toBeNull();
  });

  it('sends its first four requests within the call once the export code has arrived', async () => {
    await loadRunExport();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const run = startExport({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    const sentWithinTheCall = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).search);

    expect(sentWithinTheCall).toEqual(
      [1, 2, 3, 4].map((page) => `?filter=all&page=${page}&limit=50`),
    );
    await expect(run.result).resolves.toMatchObject({ rows: 340 });
  });

  it('publishes progress to its listeners', async () => {
    sandbox.faults.configure({ latencyMs: 150 });
    const run = startExport({ form, filter: 'all', format: 'json', expectedTotal: 340 });
    const seen: string[] = [];
    run.subscribe(() => {
      const { progress } = run.getSnapshot();
      if (progress) seen.push(`${progress.pagesDone}/${progress.pages}`);
    });

    await run.result;
    // The first answers are shown as they land, not after a wait.
    expect(seen[0]).toMatch(/^[1-4]\/7$/);
  });

  it('stops every request on cancel, and saves nothing', async () => {
    sandbox.faults.configure({ latencyMs: 200 });
    const run = startExport({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    await vi.waitFor(() => expect(apiRequests('GET', '/submissions')).toHaveLength(4));

    run.cancel();
    await expect(run.result).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(apiRequests('GET', '/submissions')).toHaveLength(4);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(run.getSnapshot().error).toBeNull();
  });

  it('keeps the failure for the dialog to show', async () => {
    sandbox.faults.configure({
      rules: [{ path: '/submissions', status: 403, error: 'Forbidden' }],
    });
    const run = startExport({ form, filter: 'all', format: 'csv', expectedTotal: 340 });
    const changed = new Promise<void>((resolve) => run.subscribe(resolve));

    await expect(run.result).rejects.toMatchObject({ status: 403 });
    await changed;
    expect(run.getSnapshot().error).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
