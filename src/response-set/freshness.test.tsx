import { act, screen, waitFor } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer } from '@test/sandbox-server';

// (response-set/ may not import a feature, so the submissions pages' test helpers are not used.)
setupSandboxServer();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;
/** How the response set reads the API's page 1 (of every submission, 50 a page). */
const PAGE_ONE = 'filter=all&page=1&limit=50';

/** The response set's reads since `before`: its refreshes, not the table's own pages. */
const setReadsSince = (before: number) =>
  listQueries()
    .slice(before)
    .filter((query) => query.startsWith('filter=all'));

function listQueries() {
  return apiRequests('GET', `/forms/${formId}/submissions`).map((request) =>
    request.url.searchParams.toString(),
  );
}

let visibility: DocumentVisibilityState = 'visible';
function showTab(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => Reflect.deleteProperty(document, 'visibilityState'));

// Only the minute's timer and the clock are fake: the page, msw and user-event keep their own
// timeouts, and the clock moves only when a test says so, from the moment the page mounts.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  visibility = 'visible';
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openLoadedList() {
  const app = renderApp(listPath);
  const all = sandbox.store.listSubmissions(formId, 'all').length;
  await screen.findByText(new RegExp(`^All ${all} responses loaded`));
  return { ...app, before: listQueries().length };
}

const newResponses = (count: number) => `${count} new responses`;

describe('keeping the response set fresh', () => {
  it('reads page 1 every 60 s while the tab is visible, and offers what it finds', async () => {
    const { before } = await openLoadedList();
    sandbox.scenarios.addSubmissions(formId, { count: 2, partial: 0 });

    await wait(59_999);
    expect(setReadsSince(before)).toEqual([]);
    await wait(1);
    expect(await screen.findByRole('button', { name: newResponses(2) })).toBeVisible();
    expect(setReadsSince(before)).toEqual([PAGE_ONE]);

    sandbox.scenarios.addSubmissions(formId, { count: 1, partial: 0 });
    await wait(60_000);
    expect(await screen.findByRole('button', { name: newResponses(3) })).toBeVisible();
    expect(setReadsSince(before)).toEqual([PAGE_ONE, PAGE_ONE]);
  });

  it('reads nothing while the tab is hidden, and reads at once when it is shown again', async () => {
    const { before } = await openLoadedList();
    showTab('hidden');
    sandbox.scenarios.addSubmissions(formId, { count: 2, partial: 0 });
    await wait(3 * 60_000);
    expect(setReadsSince(before)).toEqual([]);
    expect(screen.queryByRole('button', { name: /new response/ })).not.toBeInTheDocument();

    // No time passes: being shown again is what reads.
    showTab('visible');
    expect(await screen.findByRole('button', { name: newResponses(2) })).toBeVisible();
    expect(setReadsSince(before)).toEqual([PAGE_ONE]);
  });

  it('reads nothing when the tab is shown again within 15 s of the last read', async () => {
    const { before } = await openLoadedList();
    sandbox.scenarios.addSubmissions(formId, { count: 2, partial: 0 });
    showTab('hidden');
    await wait(10_000);
    showTab('visible');
    await wait(0);
    expect(setReadsSince(before)).toEqual([]);

    showTab('hidden');
    await wait(6_000);
    showTab('visible');
    expect(await screen.findByRole('button', { name: newResponses(2) })).toBeVisible();
    expect(setReadsSince(before)).toEqual([PAGE_ONE]);
  });

  it('reads page 1 on coming back to the form, once 15 s have passed since the last read', async () => {
    const { user, before } = await openLoadedList();
    const formName = sandbox.store.getForm(formId)!.form.name;
    const leaveAndComeBack = async () => {
      await user.click(screen.getAllByRole('link', { name: 'Forms' })[0]!);
      // The form's name also labels other links of the page (e.g. to skip to it).
      const toForm = await waitFor(() => {
        const links = screen.getAllByRole('link', { name: formName });
        const link = links.find((item) => item.getAttribute('href') === listPath);
        if (!link) throw new Error('The forms page does not list the form yet');
        return link;
      });
      await user.click(toForm);
      // The form's page again, its heading the form's name.
      await screen.findByText(formName, { selector: 'h1' });
    };
    sandbox.scenarios.addSubmissions(formId, { count: 2, partial: 0 });

    // Back within 15 s of the load: the set is shown as it is, without asking the API.
    await wait(14_000);
    await leaveAndComeBack();
    await wait(2_000);
    await leaveAndComeBack();
    expect(await screen.findByRole('button', { name: newResponses(2) })).toBeVisible();
    // One read: the second return's. Had the first read too, it would have been two.
    expect(setReadsSince(before)).toEqual([PAGE_ONE]);
  });
});
