import { screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, holdGets, sandbox, server, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

const STATS_PATH = /\/forms\/[^/]+\/submissions$/;
const statsReads = () => apiRequests('GET', STATS_PATH);
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const cells = (name: string) => within(row(name)).getAllByRole('cell');
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // The row's first link is the form's name (its Webhooks cell may hold another).
    .map((tr) => within(tr).getAllByRole('link')[0]!.textContent);
const storedForms = () => sandbox.store.listForms('all');
const completed = (formId: string) => sandbox.store.listSubmissions(formId, 'completed');

/** Every form's count is on screen (the reads are done). */
async function allCountsShown() {
  await waitFor(() => {
    for (const form of storedForms()) {
      expect(cells(form.name)[4]).toHaveTextContent(String(completed(form.id).length));
    }
  });
}

describe('forms page: responses of each form', () => {
  it('shows each form’s stored count of completed responses and its latest response', async () => {
    renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Status',
      'Created',
      'Updated',
      'Responses',
      'Latest response',
      'Webhooks',
      'Actions',
    ]);
    await allCountsShown();
    for (const form of storedForms()) {
      const latest = completed(form.id)[0];
      // One line: the date, with the full date and time on hover.
      expect(cells(form.name)[5]).toHaveTextContent(
        latest ? formatDate(latest.created_at) : 'None yet',
      );
      if (latest) {
        expect(within(cells(form.name)[5]!).getByTitle(formatDateTime(latest.created_at))).toBe(
          cells(form.name)[5]!.querySelector('time'),
        );
      }
    }
    // One small read per form: the first completed submission, whose `total` is the count.
    expect(statsReads()).toHaveLength(storedForms().length);
    for (const { url } of statsReads()) {
      expect(Object.fromEntries(url.searchParams)).toEqual({
        filter: 'completed',
        page: '1',
        limit: '1',
      });
    }
  });

  it('reads at most two counts at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const isStats = (request: Request) => STATS_PATH.test(new URL(request.url).pathname);
    const started = ({ request }: { request: Request }) => {
      if (isStats(request)) most = Math.max(most, ++inFlight);
    };
    const answered = ({ request }: { request: Request }) => {
      if (isStats(request)) inFlight -= 1;
    };
    server.events.on('request:start', started);
    server.events.on('response:mocked', answered);
    onTestFinished(() => {
      server.events.removeListener('request:start', started);
      server.events.removeListener('response:mocked', answered);
    });
    const release = holdGets('/forms/:formId/submissions');
    const { queryClient } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    // Every form's count is asked for (its query is fetching), two of them reached the API.
    const fetchingCounts = () =>
      queryClient.getQueryCache().findAll({
        predicate: (query) => query.queryKey.at(-1) === 'stats',
        fetchStatus: 'fetching',
      });
    await waitFor(() => expect(fetchingCounts()).toHaveLength(storedForms().length));
    expect(statsReads()).toHaveLength(2);
    release();
    await allCountsShown();
    expect(statsReads()).toHaveLength(storedForms().length);
    expect(most).toBe(2);
  });

  it('sorts by responses numerically, both ways, with aria-sort, in the URL', async () => {
    const { user, router } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    await allCountsShown();
    const byCount = storedForms()
      .map((form) => ({ name: form.name, count: completed(form.id).length }))
      .sort((a, b) => a.count - b.count);

    await user.click(screen.getByRole('button', { name: 'Responses: sort ascending' }));
    const ascending = shownNames();
    expect(ascending.map((name) => byCount.find((form) => form.name === name)?.count)).toEqual(
      byCount.map((form) => form.count),
    );
    expect(screen.getByRole('columnheader', { name: /Responses/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(router.state.location.search).toContain('sort=responses');

    await user.click(screen.getByRole('button', { name: 'Responses: sort descending' }));
    expect(shownNames()[0]).toBe(byCount.at(-1)?.name);
    expect(screen.getByRole('columnheader', { name: /Responses/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by name and by latest response', async () => {
    const { user } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    await allCountsShown();
    await user.click(screen.getByRole('button', { name: 'Name: sort ascending' }));
    const names = storedForms().map((form) => form.name);
    expect(shownNames()).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await user.click(screen.getByRole('button', { name: 'Latest response: sort ascending' }));
    const latestOf = (formId: string) => completed(formId)[0]?.created_at ?? '';
    const latest = storedForms()
      .filter((form) => latestOf(form.id) !== '')
      .sort((a, b) => latestOf(a.id).localeCompare(latestOf(b.id)))
      .map((form) => form.name);
    // A form without responses has no latest: it goes last.
    const none = storedForms().filter((form) => completed(form.id).length === 0);
    expect(shownNames()).toEqual([...latest, ...none.map((form) => form.name)]);
  });

  it('the search box finds forms of every page by name, accents and case aside', async () => {
    // Twelve more forms, so that ten a page leave a seed form beyond the first page.
    const model = sandbox.store.getForm(SEED_FORM_IDS.showcase)!;
    for (let n = 1; n <= 12; n += 1) {
      const form = { ...model.form, id: `frm_extra${n}`, name: `Extra form ${n}` };
      sandbox.store.addForm({ ...structuredClone(model), form, submissions: [] });
    }
    const { user, router } = renderApp('/forms?limit=10');
    await screen.findByRole('link', { name: 'Extra form 1' });
    const onFirstPage = shownNames();
    const beyond = storedForms().find((form) => !onFirstPage.includes(form.name))!;
    expect(beyond).toBeDefined();

    const search = screen.getByRole('searchbox', { name: 'Search forms by name' });
    await user.type(search, beyond.name.toUpperCase());
    await waitFor(() => expect(shownNames()).toEqual([beyond.name]));
    expect(screen.getByText(`1 of ${storedForms().length} forms match`)).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=');

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(
      await screen.findByText('No form has “nothing like this” in its name.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`0 of ${storedForms().length} forms match`)).toBeInTheDocument();

    // Without a search: the page on screen again, with its pager.
    await user.clear(search);
    await waitFor(() => expect(shownNames()).toEqual(onFirstPage));
    expect(screen.getByText(`1–10 of ${storedForms().length} forms`)).toBeInTheDocument();
  });

  it('the search finds a name with every word, in any order: "survey zurich" finds "Zürich"', async () => {
    const model = sandbox.store.getForm(SEED_FORM_IDS.showcase)!;
    const form = { ...model.form, id: 'frm_zurich', name: 'Zürich office survey' };
    sandbox.store.addForm({ ...structuredClone(model), form, submissions: [] });
    const { user } = renderApp('/forms');
    await screen.findByRole('link', { name: form.name });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search forms by name' }),
      'survey zurich',
    );
    await waitFor(() => expect(shownNames()).toEqual([form.name]));
    expect(screen.getByText(`1 of ${storedForms().length} forms match`)).toBeInTheDocument();
  });

  it('a search is one step in the history: Back returns to the list before it', async () => {
    const { user, router } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    const everyName = shownNames();
    await user.type(screen.getByRole('searchbox', { name: 'Search forms by name' }), 'support');
    await waitFor(() => expect(shownNames()).toEqual(['Support ticket intake']));
    expect(router.entries.map((entry) => entry.type)).toEqual([
      'POP',
      'PUSH',
      ...Array<string>(6).fill('REPLACE'),
    ]);

    router.go(-1);
    await waitFor(() => expect(shownNames()).toEqual(everyName));
    expect(screen.getByRole('searchbox', { name: 'Search forms by name' })).toHaveValue('');
  });
});
