import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { apiRequests, sandbox } from '@test/sandbox-server';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
  storedSubmissions,
} from './submissions-test-support';

setupSubmissionsTests();

const FORM = SEED_FORM_IDS.showcase;
const downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads.length = 0;
  // jsdom has no object URLs or downloads: capture what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push({ name: '', blob });
    return `blob:test/${downloads.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const last = downloads.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

async function openExportMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return screen.findByRole('menu');
}

describe('export', () => {
  it('exports every completed submission as CSV, page by page, with every question as a column', async () => {
    const { user } = renderApp(`/forms/${FORM}/submissions`);
    await findSubmissionsTable();
    const before = apiRequests('GET', '/submissions').length;
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Export all as CSV' }));

    expect(
      await screen.findByText(/submissions saved to every-question-type-submissions-completed-/),
    ).toBeInTheDocument();
    const pages = apiRequests('GET', '/submissions').slice(before);
    expect(pages.map((r) => r.url.searchParams.get('limit'))).toEqual(['50']);
    expect(pages[0]?.url.searchParams.get('filter')).toBe('completed');
    const { name, blob } = downloads[0]!;
    expect(name).toMatch(/^every-question-type-submissions-completed-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('Submission ID,Submitted at,Status,Short answer: your nickname');
    expect(lines[0]).toContain('Payment: donation');
    expect(text).not.toContain('[object Object]');
    const ids = storedSubmissions(FORM).map((item) => item.id);
    for (const id of ids) expect(text).toContain(`\r\n${id},`);
  });

  it('exports only the selected rows as JSON', async () => {
    const { user } = renderApp(`/forms/${FORM}/submissions`);
    const table = await findSubmissionsTable();
    const rows = bodyRows(table).slice(0, 2);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const before = apiRequests('GET', '/submissions').length;
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Export selected as JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(apiRequests('GET', '/submissions').length).toBe(before);
    const json = JSON.parse(await downloads[0]!.blob.text()) as {
      submissions: Record<string, string>[];
    };
    const expected = storedSubmissions(FORM)
      .slice(0, 2)
      .map((item) => item.id);
    expect(json.submissions.map((row) => row['Submission ID'])).toEqual(expected);
    expect(downloads[0]!.name).toMatch(/selected-submissions-.*\.json$/);
  });

  it('shows progress and stops at once on Cancel, saving nothing', async () => {
    sandbox.faults.configure({ latencyMs: 300 });
    const { user } = renderApp(`/forms/${SEED_FORM_IDS.customerFeedback}/submissions?filter=all`);
    await findSubmissionsTable();
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Export all as CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Page [1-6] of 7 · \d+ of 340 submissions/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    const sent = apiRequests('GET', '/submissions').length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(apiRequests('GET', '/submissions').length).toBe(sent);
    expect(downloads).toHaveLength(0);
  });
});
