import { ownTimeZone, submittedHeader } from '@/features/submissions/export/files/export-time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import type { Submission } from '@/api/schemas';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { renderApp } from '@test/render-app';
import { requests } from '@test/sandbox-server';
import {
  addTestForm,
  bodyRows,
  cellUnder,
  findSubmissionsTable,
  headerNames,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const FORM = 'frm_export_view';
const DAY_MS = 86_400_000;

/**
 * 30 responses built on the test rows, newest first: every third is named "Lee …" (the others
 * "Kim …"), each has its own score, and every fifth is partial (not on the Completed tab).
 */
const RESPONSES: Submission[] = Array.from({ length: 30 }, (_, index) => {
  const base = ROWS[index % ROWS.length]!;
  return {
    ...base,
    id: `v-${String(index).padStart(2, '0')}`,
    created_at: new Date(Date.parse('2026-11-20T10:00:00Z') - index * DAY_MS).toISOString(),
    is_partial: index % 5 === 4,
    responses: {
      ...base.responses,
      name: `${index % 3 === 0 ? 'Lee' : 'Kim'} ${index}`,
      score: (index * 7) % 30,
    },
  };
});

const downloads: Blob[] = [];

beforeEach(() => {
  downloads.length = 0;
  // jsdom has no object URLs or downloads: capture what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${downloads.push(blob)}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A saved CSV as a spreadsheet reads it: the header row, then the records. */
async function readCsv(blob: Blob) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
  const [headers = [], ...records] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    newline: '\r\n',
  }).data;
  return { headers, records };
}

const submissionRequests = () => requests.filter((r) => r.url.pathname.includes('/submissions'));

describe('export of the view, from the page', () => {
  it('writes the rows searched and sorted on screen, with the columns shown, and sends no submissions request', async () => {
    addTestForm(FORM, 'Response view', QUESTIONS, RESPONSES);
    const { user } = renderApp(`/forms/${FORM}/submissions`);
    await screen.findByText('All 30 responses loaded');

    await user.type(screen.getByLabelText('Search responses'), 'lee{Enter}');
    await user.click(screen.getByRole('button', { name: 'Score: sort ascending' }));
    await user.click(screen.getByRole('button', { name: 'Score: sort descending' }));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('checkbox', { name: 'Tools' }),
    );
    await user.keyboard('{Escape}');

    // The view by hand: completed, named "Lee …", highest score first.
    const expected = RESPONSES.filter(
      (row) => !row.is_partial && String(row.responses.name).startsWith('Lee '),
    ).sort((a, b) => Number(b.responses.score) - Number(a.responses.score));
    expect(expected.length).toBeGreaterThan(1);
    const completed = RESPONSES.filter((row) => !row.is_partial).length;
    expect(
      await screen.findByText(`${expected.length} of ${completed} responses match`),
    ).toBeVisible();
    const table = await findSubmissionsTable();
    await waitFor(() =>
      expect(bodyRows(table).map((row) => cellUnder(table, row, 'Score').textContent)).toEqual(
        expected.map((row) => String(row.responses.score)),
      ),
    );
    expect(headerNames(table)).not.toContain('Tools');

    const before = submissionRequests().length;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: `Export this view (${expected.length} rows) as CSV`,
      }),
    );
    expect(await screen.findByText(/^\d+ submissions saved to /)).toBeInTheDocument();

    expect(downloads).toHaveLength(1);
    expect(submissionRequests()).toHaveLength(before);
    const csv = await readCsv(downloads[0]!);
    expect(csv.headers).toEqual([
      'Submission ID',
      submittedHeader(ownTimeZone()),
      'Status',
      'Name',
      'Score',
      'Plan',
      'Day',
      'Paid',
      'Paid (currency)',
      'Paid (status)',
      'OK?',
      'CV',
      'CV (file names)',
      'Old question (deleted question)',
    ]);
    expect(csv.records.map((record) => record[0])).toEqual(expected.map((row) => row.id));
    const score = csv.headers.indexOf('Score');
    expect(csv.records.map((record) => record[score])).toEqual(
      expected.map((row) => String(row.responses.score)),
    );
  });
});
