import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { credentialsStore } from '@/api/credentials-store';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/routes';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { TEST_BASE_URL } from '@test/sandbox-server';
import { bodyRows, findSubmissionsTable, setupSubmissionsTests } from './submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;
const sortColumn = 'Number: how many coffees today?';

/**
 * The app as renderApp renders it (MemoryRouter, like the BrowserRouter of the app), plus what
 * renderApp does not give: Back/Forward, and how each navigation entered the history.
 */
function renderWithHistory(path: string) {
  credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false);
  let navigate: NavigateFunction | undefined;
  let location: Location | undefined;
  const actions: { type: NavigationType; search: string }[] = [];
  function HistoryProbe() {
    navigate = useNavigate();
    location = useLocation();
    const type = useNavigationType();
    const { key, search } = location;
    useEffect(() => void actions.push({ type, search }), [key, type, search]);
    return null;
  }
  const go = (delta: number) => act(() => void navigate?.(delta));
  const query = (name: string) => new URLSearchParams(location?.search).get(name);
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <HistoryProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup(), go, query, actions };
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
    const commits = actions.slice(before);
    expect(commits.map((action) => action.type)).toEqual(['PUSH', ...Array(6).fill('REPLACE')]);
    expect(await screen.findByText('No submissions here.')).toBeInTheDocument();

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
