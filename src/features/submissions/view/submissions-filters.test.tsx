import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@/lib/format-date';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { holdGets } from '@test/sandbox-server';
import {
  bodyRows,
  findSubmissionsTable,
  listQueries,
  storedSubmissions,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.customerFeedback;
const listPath = `/forms/${formId}/submissions`;

function firstRowTime(table: HTMLElement) {
  return bodyRows(table)[0]?.querySelector('a[aria-label^="Open submission"]')?.textContent;
}

const timeOf = (filter: 'completed' | 'partial' | 'all', index: number) =>
  formatDateTime(storedSubmissions(formId, filter)[index]!.created_at);

function searchOf(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

function tab(name: string) {
  return within(screen.getByRole('tablist', { name: 'Submission status' })).getByRole('tab', {
    name: new RegExp(`^${name}`),
  });
}

describe('submissions filters and pages', () => {
  it('shows the first page from one request, loads every response in the background, then pages locally', async () => {
    const { user, router } = renderApp(listPath);
    const table = await findSubmissionsTable();
    expect(listQueries(formId)[0]).toBe('filter=completed&page=1&limit=25');
    // The response set: every page of `all` (one pass serves the three tabs), 50 at a time.
    const pages = Math.ceil(storedSubmissions(formId, 'all').length / 50);
    await screen.findByText(/^All [\d,]+ responses loaded/);
    const setQueries = listQueries(formId).filter((q) => q.startsWith('filter=all'));
    expect(setQueries.sort()).toEqual(
      Array.from({ length: pages }, (_, i) => `filter=all&page=${i + 1}&limit=50`).sort(),
    );

    const before = listQueries(formId).length;
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(searchOf(router)).toEqual({ page: '2' });
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('completed', 25)));
    // Once loaded, paging, page sizes and tabs cost no request.
    expect(listQueries(formId)).toHaveLength(before);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rows per page' }),
      '100 per page',
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(100));
    await user.click(tab('All'));
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('all', 0)));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('all', 100)));
    expect(listQueries(formId)).toHaveLength(before);
  });

  it('sends the page size and the filter the user picks, and keeps them in the URL', async () => {
    // The response set stays far from loaded: the table pages through the API.
    const release = holdGets(listPath, { when: (url) => url.searchParams.get('limit') === '50' });
    const { user, router } = renderApp(listPath);
    const table = await findSubmissionsTable();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rows per page' }),
      '10 per page',
    );
    expect(searchOf(router)).toEqual({ limit: '10' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(listQueries(formId)).toContain('filter=completed&page=1&limit=10');

    await user.click(tab('Partial'));
    expect(searchOf(router)).toEqual({ filter: 'partial', limit: '10' });
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('partial', 0)));
    expect(listQueries(formId)).toContain('filter=partial&page=1&limit=10');

    await user.click(tab('All'));
    expect(searchOf(router)).toEqual({ filter: 'all', limit: '10' });
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('all', 0)));
    expect(listQueries(formId)).toContain('filter=all&page=1&limit=10');

    for (const query of listQueries(formId)) {
      const limit = Number(new URLSearchParams(query).get('limit'));
      expect(limit).toBeGreaterThanOrEqual(1);
      expect(limit).toBeLessThanOrEqual(50);
    }
    release();
  });

  it('opens the page a link names, and never sends values the API would refuse', async () => {
    renderApp(`${listPath}?filter=all&page=3&limit=50`);
    const table = await findSubmissionsTable();
    expect(listQueries(formId)[0]).toBe('filter=all&page=3&limit=50');
    expect(firstRowTime(table)).toBe(timeOf('all', 100));
    expect(bodyRows(table)).toHaveLength(50);
  });

  it('falls back to the defaults for values out of bounds in the URL', async () => {
    renderApp(`${listPath}?filter=drafts&page=-2&limit=500`);
    await findSubmissionsTable();
    expect(listQueries(formId)[0]).toBe('filter=completed&page=1&limit=25');
  });

  it('shows the total of each tab', async () => {
    renderApp(listPath);
    await findSubmissionsTable();
    const completed = storedSubmissions(formId, 'completed').length;
    const partial = storedSubmissions(formId, 'partial').length;
    expect(partial).toBeGreaterThan(0);
    await waitFor(() =>
      expect(tab('Partial')).toHaveTextContent(new Intl.NumberFormat().format(partial)),
    );
    expect(tab('Completed')).toHaveTextContent(new Intl.NumberFormat().format(completed));
    expect(tab('All')).toHaveTextContent(new Intl.NumberFormat().format(completed + partial));
  });

  it('shows a skeleton, not the previous page, while the next one loads', async () => {
    // Page 3 falls through to the sandbox once released.
    const release = holdGets(listPath, { when: (url) => url.searchParams.get('page') === '3' });
    const { user, router } = renderApp(listPath);
    const table = await findSubmissionsTable();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(searchOf(router)).toEqual({ page: '3' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Rows of another page would pass for this one: placeholders stand in until it comes.
    expect(firstRowTime(table)).toBeUndefined();
    expect(bodyRows(table).length).toBeGreaterThan(0);
    for (const row of bodyRows(table)) expect(row).toHaveAttribute('aria-hidden');

    release();
    await waitFor(() => expect(firstRowTime(table)).toBe(timeOf('completed', 50)));
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});

describe('a key that may not see partial submissions', () => {
  it('gets a notice in place on Partial and All, and Completed keeps working', async () => {
    const { user, router } = renderApp(`${listPath}?filter=partial`, {
      apiKey: SANDBOX_KEYS.completedOnly,
    });
    expect(
      await screen.findByRole('status', { name: /Partial submissions are not available/ }),
    ).toHaveTextContent('This API key may not view partial submissions.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(tab('Partial')).toHaveAccessibleName(/not permitted for this key/));
    expect(tab('All')).toHaveAccessibleName(/not permitted for this key/);

    await user.click(tab('All'));
    expect(searchOf(router)).toEqual({ filter: 'all' });
    expect(
      await screen.findByRole('status', { name: /Partial submissions are not available/ }),
    ).toBeInTheDocument();

    await user.click(tab('Completed'));
    expect(searchOf(router)).toEqual({});
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(25);
    expect(firstRowTime(table)).toBe(timeOf('completed', 0));
    expect(tab('Completed')).toHaveTextContent(
      new Intl.NumberFormat().format(storedSubmissions(formId).length),
    );
    expect(tab('Partial')).toHaveAccessibleName(/not permitted for this key/);
    expect(screen.queryByRole('status', { name: /not available/ })).not.toBeInTheDocument();
  });

  it('can go back to the completed submissions from the notice', async () => {
    const { user, router } = renderApp(`${listPath}?filter=all&limit=10`, {
      apiKey: SANDBOX_KEYS.completedOnly,
    });
    await user.click(await screen.findByRole('button', { name: 'Show completed submissions' }));
    expect(searchOf(router)).toEqual({ limit: '10' });
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(10);
  });
});
