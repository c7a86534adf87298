import { screen } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { formatDateTime } from '@/lib/format-date';
import { renderApp } from '@test/render-app';
import { apiRequests, holdGets, sandbox } from '@test/sandbox-server';
import {
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from './submissions-test-support';

setupSubmissionsTests();

// Three pages of 50 for the response set: the last one is where things go wrong.
const formId = SEED_FORM_IDS.eventRegistration;
const listPath = `/forms/${formId}/submissions`;
const LAST_PAGE = 3;
const all = () => storedSubmissions(formId, 'all');
const isSetPage = (url: URL, page = LAST_PAGE) =>
  url.searchParams.get('limit') === '50' && url.searchParams.get('page') === String(page);
const lastPageRequests = () =>
  apiRequests('GET', `/forms/${formId}/submissions`).filter((request) => isSetPage(request.url));
/** Holds the set's last page back, so the page is seen mid-load. */
const holdLastPage = () =>
  holdGets(`/forms/${formId}/submissions`, { when: (url) => isSetPage(url) });
const failLastPage = (rule: { status?: number; drop?: boolean; body?: string }) =>
  sandbox.faults.configure({ rules: [{ path: '/submissions', page: LAST_PAGE, ...rule }] });

/** Every count of loaded responses the status line showed, in order. */
function watchLoadedCounts() {
  const counts: number[] = [];
  const observer = new MutationObserver(() => {
    const text = [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent);
    const found = /(?:Loading responses: |Loading stopped at |All )(\d+)/.exec(text.join('\n'));
    if (found && Number(found[1]) !== counts.at(-1)) counts.push(Number(found[1]));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { counts, stop: () => observer.disconnect() };
}

function fullName(index: number) {
  const nameId = storedQuestions(formId).find((question) => question.name === 'Full name')!.id;
  const submission = all()[index]!;
  return { submission, name: String(submission.responses[nameId]) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the submissions page while the response set loads', () => {
  it('says it is offline, and goes on to the end when the browser is back online', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const release = holdLastPage();
    renderApp(listPath);
    expect(await screen.findByText('Loading responses: 100 of 128')).toBeInTheDocument();

    online = false;
    window.dispatchEvent(new Event('offline'));
    failLastPage({ drop: true });
    release();
    const offline = 'Offline — loading resumes when you are back online (100 of 128 loaded)';
    expect(await screen.findByText(offline)).toBeInTheDocument();
    const sent = lastPageRequests().length;

    sandbox.faults.clear();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All 128 responses loaded')).toBeInTheDocument();
    expect(lastPageRequests().length).toBeGreaterThan(sent);
  });

  it('stops after repeated 5xx with Resume, which finishes without losing a response', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    failLastPage({ status: 503 });
    const loaded = watchLoadedCounts();
    const { user } = renderApp(listPath);
    const stalled = 'Service unavailable (HTTP 503) Loading stopped at 100 of 128.';
    // vi.waitFor moves the fake clock on at each check: the seconds of back-off pass at once.
    await vi.waitFor(() => expect(screen.getByText(stalled)).toBeInTheDocument(), {
      timeout: 20_000,
      interval: 500,
    });
    expect(lastPageRequests()).toHaveLength(4);

    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('All 128 responses loaded')).toBeInTheDocument();
    loaded.stop();
    expect(loaded.counts).toEqual([...loaded.counts].sort((a, b) => a - b));
    expect(loaded.counts).toEqual(expect.arrayContaining([100, 128]));
  });

  it('tells why it stopped at a page it cannot read, and searches what arrived', async () => {
    const release = holdLastPage();
    const { user } = renderApp(listPath);
    expect(await screen.findByText('Loading responses: 100 of 128')).toBeInTheDocument();
    failLastPage({ status: 200, body: '{"submissions":"not a list"}' });
    release();
    const failed =
      'Could not load every response: The API answered in an unexpected shape. 100 kept.';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    // From the set's second page: never on the table's first page of 25.
    const { submission, name } = fullName(all().findIndex((s, i) => i >= 50 && !s.is_partial));
    await user.type(screen.getByLabelText('Search responses'), `${name}{Enter}`);
    const time = formatDateTime(submission.created_at);
    expect(
      await screen.findByRole('link', { name: `Open submission of ${time}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/responses match \(of the 100 loaded so far\)$/)).toBeInTheDocument();
  });

  it('says a search covers only what is loaded so far, until every response is', async () => {
    const release = holdLastPage();
    const { user } = renderApp(listPath);
    expect(await screen.findByText('Loading responses: 100 of 128')).toBeInTheDocument();
    const loadedCompleted = all()
      .slice(0, 100)
      .filter((s) => !s.is_partial).length;
    const completed = storedSubmissions(formId, 'completed').length;

    await user.type(screen.getByLabelText('Search responses'), 'a{Enter}');
    const partly = new RegExp(
      `^\\d+ of ${loadedCompleted} responses match \\(of the 100 loaded so far\\)$`,
    );
    expect(await screen.findByText(partly)).toBeInTheDocument();

    release();
    expect(await screen.findByText('All 128 responses loaded')).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`^\\d+ of ${completed} responses match$`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();
  });

  it('a view opened with a search waits for the first responses, never saying none match', async () => {
    // No page of the set is answered yet: nothing is loaded.
    const release = holdGets(`/forms/${formId}/submissions`, {
      when: (url) => url.searchParams.get('limit') === '50',
    });
    renderApp(`${listPath}?q=a`);
    expect(await screen.findByText(/^Loading responses: 0\b/)).toBeInTheDocument();
    expect(document.querySelector('table[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByText('No responses match')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('All 128 responses loaded')).toBeInTheDocument();
    const completed = storedSubmissions(formId, 'completed').length;
    expect(
      await screen.findByText(new RegExp(`^\\d+ of ${completed} responses match$`)),
    ).toBeInTheDocument();
  });
});
