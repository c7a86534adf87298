import { ownTimeZone, submittedHeader } from '@/features/submissions/export/files/export-time-zone';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import type { ComponentProps } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { Overlays } from '@/app/overlays';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderWithMantine } from '@test/render';
import { apiRequests, holdGets, requests, sandbox } from '@test/sandbox-server';
import { renderApp } from '@test/render-app';
import { ExportMenu } from './export-menu';
import type { ExportView } from '@/features/submissions/export/export-view';
import {
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const FORM = SEED_FORM_IDS.showcase;

/**
 * Keeps a form's response set from loading (its first page never answers), so that the page offers
 * what it does without one and "Export all" reads the API itself.
 */
function holdResponseSet(formId: string) {
  let first = true;
  return holdGets(`/forms/${formId}/submissions`, {
    when: (url) => url.searchParams.get('limit') === '50' && first && !(first = false),
  });
}
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
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

async function openExportMenu(user: User) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return screen.findByRole('menu');
}

async function choose(user: User, item: string | RegExp) {
  const menu = await openExportMenu(user);
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

/** A saved CSV as a spreadsheet reads it: header row, then records keyed by header. */
async function readCsv(blob: Blob) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
  const [headers = [], ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    newline: '\r\n',
  }).data;
  return { headers, ids: rows.map((row) => row[0]) };
}

type JsonExport = {
  filter: string;
  view: unknown;
  count: number;
  complete: boolean;
  questions: { id: string }[];
  submissions: {
    id: string;
    answers: Record<string, unknown>;
    other_answers?: Record<string, unknown>;
  }[];
};

/** The menu alone, with the given view: the page hands it the rows and columns it shows. */
function renderMenu(props: Partial<ComponentProps<typeof ExportMenu>>) {
  renderWithMantine(
    <>
      <Overlays />
      <ExportMenu
        form={{ id: FORM, name: 'Every question type' }}
        filter="completed"
        questions={storedQuestions(FORM) as Question[]}
        selected={[]}
        expectedTotal={undefined}
        disabled={false}
        {...props}
      />
    </>,
  );
  return userEvent.setup();
}

function showcaseView(rows: readonly Submission[], columns: readonly Question[]): ExportView {
  const tabRows = storedSubmissions(FORM);
  return {
    rows,
    columns,
    questions: storedQuestions(FORM) as Question[],
    view: {
      tab: 'completed',
      search: 'a',
      sort: { column: 'submitted', direction: 'asc' },
      filters: [],
    },
    complete: true,
    tabRows,
  };
}

describe('export', () => {
  it('exports every completed submission as CSV, page by page, with every question as a column', async () => {
    holdResponseSet(FORM);
    const { user } = renderApp(`/forms/${FORM}/submissions`);
    await findSubmissionsTable();
    const before = apiRequests('GET', '/submissions').length;
    const menu = await openExportMenu(user);
    // Without a view from the page, the menu offers what it always has.
    expect(within(menu).queryByRole('menuitem', { name: /this view/ })).toBeNull();
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
    expect(lines[0]).toContain(
      `Submission ID,${submittedHeader(ownTimeZone())},Status,Short answer: your nickname`,
    );
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
    const json = JSON.parse(await downloads[0]!.blob.text()) as JsonExport;
    const expected = storedSubmissions(FORM).slice(0, 2);
    expect(json.submissions.map((row) => row.id)).toEqual(expected.map((item) => item.id));
    // The API's values, answer for answer, those to no listed question too.
    expect(json.submissions.map((row) => ({ ...row.answers, ...row.other_answers }))).toEqual(
      expected.map((item) => item.responses),
    );
    expect(json).toMatchObject({ filter: 'completed', count: 2, complete: true });
    expect(downloads[0]!.name).toMatch(/selected-submissions-.*\.json$/);
  });

  it('shows progress, stops at once on Cancel, and saves nothing when told to discard', async () => {
    // The test's clock, running as real time does, until it is moved on at the end.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.faults.configure({ latencyMs: 300 });
    holdResponseSet(SEED_FORM_IDS.customerFeedback);
    const { user } = renderApp(`/forms/${SEED_FORM_IDS.customerFeedback}/submissions?filter=all`);
    await findSubmissionsTable();
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Export all as CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Page [1-6] of 7 · \d+ of 340 submissions/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const sent = apiRequests('GET', '/submissions').length;
    // What arrived is offered, not thrown away.
    expect(
      await within(dialog).findByRole('button', { name: /^Save the \d+ loaded so far$/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    // Whatever the export would still do (an answer on its way, a retry) happens now.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(apiRequests('GET', '/submissions').length).toBe(sent);
    expect(downloads).toHaveLength(0);
  });

  it('says it is paused while rate-limited, then goes on to the end', async () => {
    holdResponseSet(SEED_FORM_IDS.customerFeedback);
    const { user } = renderApp(`/forms/${SEED_FORM_IDS.customerFeedback}/submissions?filter=all`);
    await findSubmissionsTable();
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
    await choose(user, 'Export all as CSV');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^Paused: the API asked to wait/)).toBeInTheDocument();
    expect(await screen.findByText(/^340 submissions saved to /)).toBeInTheDocument();
    expect((await readCsv(downloads[0]!.blob)).ids).toHaveLength(340);
  });

  it('saves the submissions loaded before a stop', async () => {
    // Pages 1 and 2 come at once; page 3 never does.
    sandbox.faults.configure({ rules: [{ path: '/submissions', page: 3, latencyMs: 20_000 }] });
    const { user } = renderApp(`/forms/${SEED_FORM_IDS.customerFeedback}/submissions?filter=all`);
    await findSubmissionsTable();
    await choose(user, 'Export all as CSV');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/· 100 of 340 submissions/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Save the 100 loaded so far' }),
    );

    expect(await screen.findByText(/^100 submissions saved to /)).toBeInTheDocument();
    const { name, blob } = downloads[0]!;
    expect(name).toMatch(/^customer-feedback-2026-submissions-all-partial-.*\.csv$/);
    const { ids } = await readCsv(blob);
    const newest = storedSubmissions(SEED_FORM_IDS.customerFeedback, 'all').slice(0, 100);
    expect(ids).toEqual(newest.map((item) => item.id));
  });
});

describe('export of the view', () => {
  const questions = () => storedQuestions(FORM) as Question[];
  const byType = (type: string) => questions().find((item) => item.type === type)!;

  it('writes exactly the rows shown, in their order, with the columns shown, and sends no request', async () => {
    const all = storedSubmissions(FORM);
    const rows = [all[3]!, all[0]!, all[5]!];
    const columns = [byType('NUMBER'), byType('SHORT_ANSWER')];
    const user = renderMenu({ view: showcaseView(rows, columns) });

    await choose(user, 'Export this view (3 rows) as CSV');
    await waitFor(() => expect(downloads).toHaveLength(1));
    const csv = await readCsv(downloads[0]!.blob);
    expect(csv.headers).toEqual([
      'Submission ID',
      submittedHeader(ownTimeZone()),
      'Status',
      ...columns.map((column) => column.name),
    ]);
    expect(csv.ids).toEqual(rows.map((row) => row.id));
    expect(downloads[0]!.name).toMatch(/^every-question-type-submissions-completed-view-/);

    await choose(user, 'Export this view (3 rows) as JSON');
    await waitFor(() => expect(downloads).toHaveLength(2));
    const json = JSON.parse(await downloads[1]!.blob.text()) as JsonExport;
    expect(json.submissions.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(json.questions.map((item) => item.id)).toEqual(columns.map((column) => column.id));
    expect(json.submissions[1]?.answers).toEqual(
      Object.fromEntries(columns.map((column) => [column.id, rows[1]!.responses[column.id]])),
    );
    expect(json).toMatchObject({ filter: 'completed', count: 3, view: showcaseView([], []).view });
    expect(requests).toHaveLength(0);
  });

  it('exports all of the tab from the loaded rows, every question, without a request', async () => {
    const user = renderMenu({ view: showcaseView([], [byType('NUMBER')]) });
    await choose(user, 'Export all as JSON');
    await waitFor(() => expect(downloads).toHaveLength(1));
    const json = JSON.parse(await downloads[0]!.blob.text()) as JsonExport;
    const all = storedSubmissions(FORM);
    expect(json.submissions.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(json.questions.map((item) => item.id)).toEqual(questions().map((item) => item.id));
    expect(json).toMatchObject({ count: all.length, view: { search: '', filters: [] } });
    expect(requests).toHaveLength(0);
  });

  it('writes a big view a chunk at a time, with progress', async () => {
    const [first] = storedSubmissions(FORM);
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ ...first!, id: `row-${i}` }));
    const user = renderMenu({ view: showcaseView(rows, [byType('SHORT_ANSWER')]) });
    await choose(user, 'Export this view (3,000 rows) as CSV');
    const dialog = await screen.findByRole('dialog', { name: 'Exporting this view as CSV' });
    // Shown before the last chunk is written: the page does not wait for the end.
    expect(
      await within(dialog).findByText(/^[\d,]+ of 3,000 submissions written$/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^3,000 submissions saved to /)).toBeInTheDocument();
    const { ids } = await readCsv(downloads[0]!.blob);
    expect(ids).toEqual(rows.map((row) => row.id));
    expect(requests).toHaveLength(0);
  });
});
