import { screen, within } from '@testing-library/react';
import type { SubmissionFilter } from '@/contract/list-queries';
import { formatDateTime } from '@/lib/format-date';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

// The response set lives in the tab's memory, outside React Query's cache: signing out, a 401
// and another key must each leave none of the responses read with the key before. (response-set/
// may not import a feature, so the submissions pages' test helpers are not used here.)
setupSandboxServer();

const formId = SEED_FORM_IDS.eventRegistration;
const listPath = `/forms/${formId}/submissions`;
const nf = new Intl.NumberFormat();
const storedSubmissions = (filter: SubmissionFilter) =>
  sandbox.store.listSubmissions(formId, filter);
const completedCount = () => storedSubmissions('completed').length;

async function loadedWholeSet() {
  const all = storedSubmissions('all').length;
  expect(all).toBeGreaterThan(completedCount());
  await screen.findByText(`All ${nf.format(all)} responses loaded`);
}

/** The response set's own requests (the table's first page asks for fewer than 50). */
const setRequests = () =>
  apiRequests('GET', `/forms/${formId}/submissions`)
    .map((request) => request.url.searchParams.toString())
    .filter((query) => query.endsWith('limit=50'));

async function connectWith(user: ReturnType<typeof renderApp>['user'], apiKey: string) {
  await user.type(await screen.findByLabelText(/^API base URL/), TEST_BASE_URL);
  await user.type(screen.getByLabelText(/^API key/), apiKey);
  await user.click(screen.getByRole('button', { name: 'Connect' }));
}

describe('the response set when the credentials change', () => {
  it('after signing out, another key cannot open a partial submission the set had loaded', async () => {
    const partial = storedSubmissions('all').find((s) => s.is_partial)!;
    const time = formatDateTime(partial.created_at);
    const title = `Submission of ${time}`;
    const { user } = renderApp(`${listPath}?filter=partial`);
    await loadedWholeSet();
    await user.click(screen.getByRole('link', { name: `Open submission of ${time}` }));
    // The heading names the respondent after the time when the form has a name answer.
    expect(
      await screen.findByRole('heading', { name: new RegExp(`^${title}`), level: 1 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    await connectWith(user, SANDBOX_KEYS.completedOnly);

    // Back on the same page: asked of the API with the new key, which may not see it.
    expect(
      await screen.findByText('Forbidden to view partial submissions (HTTP 403)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    const gets = apiRequests('GET', `/submissions/${partial.id}`);
    expect(gets.at(-1)?.authorization).toBe(`Bearer ${SANDBOX_KEYS.completedOnly}`);
  });

  it('another key loads afresh and shows none of the partial submissions loaded before', async () => {
    const first = renderApp(`${listPath}?filter=all`);
    await loadedWholeSet();
    first.unmount();
    const before = setRequests().length;

    renderApp(`${listPath}?filter=completed`, { apiKey: SANDBOX_KEYS.completedOnly });
    expect(
      await screen.findByText(`All ${nf.format(completedCount())} responses loaded`),
    ).toBeInTheDocument();
    expect(setRequests().slice(before)).toContain('filter=completed&page=1&limit=50');
    const tabs = screen.getByRole('tablist', { name: 'Submission status' });
    const partialTab = 'Partial submissions, not permitted for this key';
    expect(within(tabs).getByRole('tab', { name: partialTab })).toBeInTheDocument();
  });

  it('after a 401, signing in again with the same key reads every page again', async () => {
    const { user } = renderApp(listPath);
    await loadedWholeSet();
    sandbox.faults.configure({ rules: [{ path: '/submissions', status: 401, times: 1 }] });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/no longer accepts this key/)).toBeInTheDocument();
    sandbox.faults.clear();
    const before = setRequests().length;

    await connectWith(user, SANDBOX_KEYS.full);
    await loadedWholeSet();
    expect(setRequests().slice(before)).toEqual(
      expect.arrayContaining(['filter=all&page=1&limit=50', 'filter=all&page=3&limit=50']),
    );
  });
});
