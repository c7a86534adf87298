import { screen, waitFor } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;
const sortColumn = 'Number: how many coffees today?';

function renderWithHistory(path: string) {
  const { user, router } = renderApp(path);
  const query = (name: string) => new URLSearchParams(router.state.location.search).get(name);
  return { user, go: router.go, query, actions: router.entries };
}

/** The submissions the table shows, in order, by the id in each row's link. */
function shownIds(table: HTMLElement): string[] {
  return bodyRows(table).map(
    (row) => row.querySelector('a[aria-label^="Open submission"]')?.getAttribute('href') ?? '',
  );
}

const searchBox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search responses' });

async function loaded() {
  await screen.findByText(/^All [\d,]+ responses loaded/);
  return findSubmissionsTable();
}

describe('the view in the browser history', () => {
  it('Back and Forward step through a search and the sort made after it', async () => {
    const { user, go, query } = renderWithHistory(listPath);
    const table = await loaded();
    const unsearched = shownIds(table);

    await user.type(searchBox(), 'autumn{Enter}');
    await waitFor(() => expect(query('q')).toBe('autumn'));
    await waitFor(() => expect(shownIds(table)).not.toEqual(unsearched));
    const searched = shownIds(table);
    expect(searched.length).toBeGreaterThan(0);
    const matchText = screen.getByText(/responses match/).textContent;

    await user.click(screen.getByRole('button', { name: `${sortColumn}: sort ascending` }));
    await waitFor(() => expect(shownIds(table)).not.toEqual(searched));

    go(-1);
    await waitFor(() => expect(shownIds(table)).toEqual(searched));
    expect(query('sort')).toBeNull();
    expect(searchBox()).toHaveValue('autumn');
    expect(screen.getByText(/responses match/)).toHaveTextContent(matchText ?? '');

    go(-1);
    await waitFor(() => expect(shownIds(table)).toEqual(unsearched));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByText(/responses match/)).not.toBeInTheDocument();

    go(1);
    await waitFor(() => expect(shownIds(table)).toEqual(searched));
    expect(searchBox()).toHaveValue('autumn');
  });

  it('typing a word letter by letter is one history entry, and a new search is another', async () => {
    const { user, go, query, actions } = renderWithHistory(listPath);
    const table = await loaded();
    const unsearched = shownIds(table);
    const before = actions.length;

    // Each letter waits for its own commit: without one search session, each would be an entry.
    const word = 'podcast';
    for (let end = 1; end <= word.length; end += 1) {
      await user.type(searchBox(), word[end - 1]!);
      await waitFor(() => expect(query('q')).toBe(word.slice(0, end)));
    }
    // One entry: the first letter pushes it, every later letter replaces it. (How many replaces
    // are seen depends on how React batches them on a busy machine: a CI run saw five.)
    const commits = actions.slice(before).map((action) => action.type);
    expect(commits[0]).toBe('PUSH');
    expect(commits.slice(1).length).toBeGreaterThan(0);
    expect(commits.slice(1).every((type) => type === 'REPLACE')).toBe(true);
    expect(await screen.findByText('No responses match')).toBeInTheDocument();

    // A new search (the box focused again) is a new entry: Back returns to "podcast".
    await user.click(document.body);
    await user.clear(searchBox());
    await user.type(searchBox(), 'autumn{Enter}');
    await waitFor(() => expect(query('q')).toBe('autumn'));

    go(-1);
    await waitFor(() => expect(searchBox()).toHaveValue('podcast'));
    expect(query('q')).toBe('podcast');
    go(-1);
    await waitFor(() => expect(shownIds(table)).toEqual(unsearched));
    expect(searchBox()).toHaveValue('');
    expect(query('q')).toBeNull();
  });
});
