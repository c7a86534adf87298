import { connectTabs, KEY_CHANGED_NOTICE, type TabSession } from './tab-session';

const session: TabSession = {
  credentials: { baseUrl: 'https://api.test/v1', apiKey: 'k-123' },
  remember: true,
};

let channelName = '';
let opened: { close: () => void }[] = [];

/** One Formdeck tab: its session and the sign-outs it was told of. */
function openTab(initial: TabSession | null) {
  const tab = { session: initial, signOuts: [] as (string | null)[] };
  const link = connectTabs({
    channel: new BroadcastChannel(channelName),
    current: () => tab.session,
    onSignOut: (notice) => {
      tab.session = null;
      tab.signOuts.push(notice);
    },
  });
  opened.push(link);
  return { ...link, tab };
}

/** Waits until `check` holds; BroadcastChannel delivers on a later turn of the event loop. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 5 });

beforeEach(() => {
  channelName = `formdeck.session.test-${crypto.randomUUID()}`;
});
afterEach(() => {
  opened.forEach((link) => link.close());
  opened = [];
  vi.useRealTimers();
});

describe('sharing the session between tabs', () => {
  it('a new tab receives the key and the "Remember" choice of a signed-in tab', async () => {
    openTab(session);
    const newTab = openTab(null);
    await expect(newTab.ask(2000)).resolves.toEqual(session);
  });

  it('signed-out tabs do not answer: the new tab gets nothing once the wait is over', async () => {
    openTab(null);
    const newTab = openTab(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = newTab.ask(750);
    await vi.advanceTimersByTimeAsync(749);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBeNull();
  });

  it('an answer to another tab’s question is not taken as this tab’s', async () => {
    const signedIn = openTab(session);
    const first = openTab(null);
    const second = openTab(null);
    const [a, b] = await Promise.all([first.ask(2000), second.ask(2000)]);
    expect(a).toEqual(session);
    expect(b).toEqual(session);
    expect(signedIn.tab.signOuts).toEqual([]);
  });

  it('signing out in one tab signs every other tab out with the same notice', async () => {
    const a = openTab(session);
    const b = openTab(session);
    const c = openTab(session);
    a.signedOut('You are signed out.');
    await eventually(() => expect(b.tab.signOuts).toEqual(['You are signed out.']));
    await eventually(() => expect(c.tab.signOuts).toEqual(['You are signed out.']));
    // The tab that spoke is not told its own news.
    expect(a.tab.signOuts).toEqual([]);
  });

  it('signing in with another key signs the other tabs out; the same key does not', async () => {
    const a = openTab(null);
    const sameKey = openTab(session);
    const otherKey = openTab({
      ...session,
      credentials: { ...session.credentials, apiKey: 'k-9' },
    });
    a.signedIn(session.credentials);
    await eventually(() => expect(otherKey.tab.signOuts).toEqual([KEY_CHANGED_NOTICE]));
    expect(sameKey.tab.signOuts).toEqual([]);
    expect(sameKey.tab.session).toEqual(session);
  });

  it('ignores messages of any other shape', async () => {
    const a = openTab(session);
    const stranger = new BroadcastChannel(channelName);
    opened.push(stranger);
    stranger.postMessage({ type: 'signed-out' });
    stranger.postMessage('signed-out');
    stranger.postMessage({ type: 'signed-in', credentials: { apiKey: 1 } });
    // A well-formed message sent after them shows they were read and ignored.
    stranger.postMessage({ type: 'signed-out', notice: 'last' });
    await eventually(() => expect(a.tab.signOuts).toEqual(['last']));
  });
});
