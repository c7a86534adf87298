import { connectTabs, type SignOutReason, type TabSession } from './tab-session';

const session: TabSession = {
  credentials: { baseUrl: 'https://api.test/v1', apiKey: 'k-123-secret' },
  remember: true,
};

let channelName = '';
let opened: { close: () => void }[] = [];

/** One Formdeck tab: its session and the sign-outs it was told of. */
function openTab(initial: TabSession | null) {
  const tab = { session: initial, signOuts: [] as (SignOutReason | 'key-changed')[] };
  const link = connectTabs({
    channel: new BroadcastChannel(channelName),
    current: () => tab.session,
    onSignOut: (reason) => {
      tab.session = null;
      tab.signOuts.push(reason);
    },
  });
  opened.push(link);
  return { ...link, tab };
}

/** A script of the same origin that is not Formdeck: it hears and may post anything. */
function openHostileListener() {
  const channel = new BroadcastChannel(channelName);
  opened.push(channel);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { channel, heard, text: () => JSON.stringify(heard) };
}

/** Resolves once a question is on the channel (the asking tab's timer runs from then). */
function questionAsked() {
  const channel = new BroadcastChannel(channelName);
  opened.push(channel);
  return new Promise<void>((resolve) => {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown }).type === 'ask') resolve();
    };
  });
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

  it('a listener on the channel hears the hand-over but never the key or the API', async () => {
    const hostile = openHostileListener();
    openTab(session);
    const newTab = openTab(null);
    await expect(newTab.ask(2000)).resolves.toEqual(session);
    await eventually(() =>
      expect(hostile.heard.map((message) => (message as { type: string }).type)).toEqual([
        'ask',
        'answer',
      ]),
    );
    expect(hostile.text()).not.toContain('k-123-secret');
    expect(hostile.text()).not.toContain('api.test');
  });

  it('an answer that is not sealed for the question is ignored, even when it comes first', async () => {
    const hostile = openHostileListener();
    hostile.channel.onmessage = (event: MessageEvent) => {
      const message = event.data as { type: string; id: string; publicKey: unknown };
      if (message.type !== 'ask') return;
      // Well formed and at once (before the signed-in tab has sealed its answer), but sealed
      // under no key the asker shares.
      hostile.channel.postMessage({
        type: 'answer',
        id: message.id,
        publicKey: message.publicKey,
        iv: btoa('123456789012'),
        sealed: btoa('{"credentials":{"baseUrl":"https://evil.test","apiKey":"x"}}'),
      });
    };
    openTab(session);
    const newTab = openTab(null);
    await expect(newTab.ask(2000)).resolves.toEqual(session);
  });

  it('signed-out tabs do not answer: the new tab gets nothing once the wait is over', async () => {
    openTab(null);
    const newTab = openTab(null);
    const asked = questionAsked();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = newTab.ask(750);
    await asked;
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

  it('signing out in one tab signs every other tab out, for the same reason', async () => {
    const a = openTab(session);
    const b = openTab(session);
    const c = openTab(session);
    a.signedOut('key-rejected');
    await eventually(() => expect(b.tab.signOuts).toEqual(['key-rejected']));
    await eventually(() => expect(c.tab.signOuts).toEqual(['key-rejected']));
    // The tab that spoke is not told its own news.
    expect(a.tab.signOuts).toEqual([]);
  });

  it('a sign-out carries no words: text in the message never reaches the tab', async () => {
    const a = openTab(session);
    const hostile = openHostileListener();
    hostile.channel.postMessage({ type: 'signed-out', notice: 'Call +1 555 0100 to unlock.' });
    hostile.channel.postMessage({
      type: 'signed-out',
      reason: 'Call +1 555 0100 to unlock.',
    });
    hostile.channel.postMessage({
      type: 'signed-out',
      reason: 'signed-out',
      notice: 'Call +1 555 0100 to unlock.',
    });
    await eventually(() => expect(a.tab.signOuts).toEqual(['signed-out']));
  });

  it('signing in with another key signs the other tabs out; the same key does not', async () => {
    const hostile = openHostileListener();
    const a = openTab(null);
    const sameKey = openTab(session);
    const otherKey = openTab({
      ...session,
      credentials: { ...session.credentials, apiKey: 'k-9' },
    });
    await a.signedIn(session.credentials);
    await eventually(() => expect(otherKey.tab.signOuts).toEqual(['key-changed']));
    expect(sameKey.tab.signOuts).toEqual([]);
    expect(sameKey.tab.session).toEqual(session);
    // Said as a salted digest: the key is not on the channel.
    expect(hostile.text()).toContain('signed-in');
    expect(hostile.text()).not.toContain('k-123-secret');
  });

  it('ignores messages of any other shape', async () => {
    const a = openTab(session);
    const stranger = openHostileListener().channel;
    stranger.postMessage({ type: 'signed-out' });
    stranger.postMessage('signed-out');
    stranger.postMessage({ type: 'signed-in', credentials: session.credentials });
    stranger.postMessage({ type: 'answer', id: 'x', credentials: session.credentials });
    // A well-formed message sent after them shows they were read and ignored.
    stranger.postMessage({ type: 'signed-out', reason: 'signed-out' });
    await eventually(() => expect(a.tab.signOuts).toEqual(['signed-out']));
  });
});
