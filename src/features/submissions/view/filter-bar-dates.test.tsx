import { screen, waitFor, within } from '@testing-library/react';
import type { Question, Submission } from '@/api/schemas';
import { formatDateTime } from '@/lib/format-date';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  addTestForm,
  bodyRows,
  findSubmissionsTable,
  listQueries,
  setupSubmissionsTests,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';
import { chipTexts, pickColumn } from '@/components/filters/filter-test-support';

setupSubmissionsTests();

const FORM = 'frm_dates';
const TRIP: Question = { id: 'trip', name: 'Trip', type: 'DATE_RANGE', is_deleted: false };

// The test rows with their days moved into March 2026 and a trip each (by its start day:
// r5 Mar 2, r6 Mar 10, r4 Mar 15; r3's trip starts in February; r1's is no date range).
const DAYS: Record<string, { day?: string; trip?: unknown }> = {
  s6: { day: '2026-03-01', trip: { start: '2026-03-10', end: '2026-03-20' } },
  s5: { day: '2026-03-18', trip: { start: '2026-03-02', end: '2026-03-04' } },
  s4: { trip: { start: '2026-03-15', end: '2026-03-16' } },
  s3: { day: '2026-03-07', trip: { start: '2026-02-27', end: '2026-03-12' } },
  s2: {},
  s1: { trip: { start: 'later', end: 'sometime' } },
};
const RESPONSES: Submission[] = ROWS.map((row) => ({
  ...row,
  responses: { ...row.responses, ...DAYS[row.id] },
}));

/** The submitted times of the rows on screen, as their "Open submission" links read. */
const shownTimes = (table: HTMLElement) =>
  bodyRows(table).map((row) => row.querySelector('a[aria-label^="Open submission"]')?.textContent);

const timesOf = (ids: string[]) =>
  ids.map((id) => formatDateTime(RESPONSES.find((row) => row.id === id)!.created_at));

type User = ReturnType<typeof renderApp>['user'];

/** Adds a "between dates" filter on `column`, picking two days of March 2026 on its calendar. */
async function addDates(user: User, column: string, from: number, to: number) {
  const dialog = await pickColumn(user, column.slice(0, 3).toLowerCase(), column);
  expect(within(dialog).getByRole('radio', { name: 'between dates' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Dates' }));
  // The calendar opens on the column's latest day (March 2026), not on today's month.
  await user.click(within(dialog).getByRole('button', { name: `${from} March 2026` }));
  await user.click(within(dialog).getByRole('button', { name: `${to} March 2026` }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
}

describe('date filters on questions, on the page', () => {
  it('filters a date range question by its start day, then a date question, both at once', async () => {
    addTestForm(FORM, 'Dates', [...QUESTIONS, TRIP], RESPONSES);
    const { user, router } = renderApp(`/forms/${FORM}/submissions?filter=all`);
    await screen.findByText(`All ${RESPONSES.length} responses loaded`);
    const table = await findSubmissionsTable();

    await addDates(user, 'Trip', 2, 12);
    expect(chipTexts()).toEqual(['Trip from Mar 2, 2026 to Mar 12, 2026']);
    expect(await screen.findByText('2 of 6 responses match')).toBeInTheDocument();
    // s3's trip overlaps those days but starts before them: a date range counts by its start.
    await waitFor(() => expect(shownTimes(table)).toEqual(timesOf(['s6', 's5'])));

    await addDates(user, 'Day', 1, 7);
    expect(chipTexts()).toEqual([
      'Trip from Mar 2, 2026 to Mar 12, 2026',
      'Day from Mar 1, 2026 to Mar 7, 2026',
    ]);
    expect(await screen.findByText('1 of 6 responses match')).toBeInTheDocument();
    await waitFor(() => expect(shownTimes(table)).toEqual(timesOf(['s6'])));

    await user.click(
      screen.getByRole('button', { name: 'Remove filter: Trip from Mar 2, 2026 to Mar 12, 2026' }),
    );
    expect(await screen.findByText('2 of 6 responses match')).toBeInTheDocument();
    await waitFor(() => expect(shownTimes(table)).toEqual(timesOf(['s6', 's3'])));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('all');
  });
});

describe('local pages of 250', () => {
  const formId = SEED_FORM_IDS.customerFeedback;

  it('shows 250 rows a page from the loaded set, with the range in the pager', async () => {
    const all = storedSubmissions(formId, 'all');
    expect(all.length).toBeGreaterThan(250);
    const nf = new Intl.NumberFormat();
    const { user, router } = renderApp(`/forms/${formId}/submissions?filter=all`);
    await screen.findByText(`All ${nf.format(all.length)} responses loaded`);
    const table = await findSubmissionsTable();
    const before = listQueries(formId).length;

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rows per page' }),
      '250 per page',
    );
    expect(new URLSearchParams(router.state.location.search).get('limit')).toBe('250');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(250));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager).getByText(`1–250 of ${nf.format(all.length)} submissions`),
    ).toBeInTheDocument();
    const times = shownTimes(table);
    expect(times[0]).toBe(formatDateTime(all[0]!.created_at));
    expect(times[249]).toBe(formatDateTime(all[249]!.created_at));

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(all.length - 250));
    expect(
      within(pager).getByText(
        `251–${nf.format(all.length)} of ${nf.format(all.length)} submissions`,
      ),
    ).toBeInTheDocument();
    expect(shownTimes(table)[0]).toBe(formatDateTime(all[250]!.created_at));
    // Pages of 250 come from the loaded set; the API is never asked for more than its 50.
    for (const query of listQueries(formId).slice(before)) {
      expect(Number(new URLSearchParams(query).get('limit'))).toBeLessThanOrEqual(50);
    }
  });
});
