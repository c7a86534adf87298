import * as v from 'valibot';
import type { Credentials } from './client';

/**
 * How the Formdeck tabs of one origin share a session. A new tab asks; a signed-in tab answers
 * with its key, in memory over a BroadcastChannel (same origin only), never through storage, a
 * cookie or a URL. Signing out, a 401 or signing in with another key is told to every tab.
 */
export const TAB_SESSION_CHANNEL = 'formdeck.session';

/** How long a new tab waits for another tab's answer before it asks the user for a key. */
export const ANSWER_TIMEOUT_MS = 750;

/** Shown in the other tabs when one tab signs in with another key (or another API). */
export const KEY_CHANGED_NOTICE =
  'You signed in with another key in another tab, so this tab is signed out. Enter the key to use here.';

export type TabSession = { credentials: Credentials; remember: boolean };

const credentialsSchema = v.object({ baseUrl: v.string(), apiKey: v.string() });
const messageSchema = v.variant('type', [
  v.object({ type: v.literal('ask'), id: v.string() }),
  v.object({
    type: v.literal('answer'),
    id: v.string(),
    credentials: credentialsSchema,
    remember: v.boolean(),
  }),
  v.object({ type: v.literal('signed-in'), credentials: credentialsSchema }),
  v.object({ type: v.literal('signed-out'), notice: v.nullable(v.string()) }),
]);
type TabMessage = v.InferOutput<typeof messageSchema>;

/** The part of a BroadcastChannel used here. */
export type TabChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'
>;

type Options = {
  channel: TabChannel;
  /** This tab's session, or null while it is signed out (then it answers no one). */
  current: () => TabSession | null;
  /** Another tab signed out, met a 401 or signed in with another key: sign this one out. */
  onSignOut: (notice: string | null) => void;
};

export function sameCredentials(a: Credentials, b: Credentials): boolean {
  return a.apiKey === b.apiKey && a.baseUrl === b.baseUrl;
}

function read(event: MessageEvent): TabMessage | null {
  const parsed = v.safeParse(messageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

export function connectTabs({ channel, current, onSignOut }: Options) {
  const post = (message: TabMessage) => channel.postMessage(message);

  function onMessage(event: MessageEvent) {
    const message = read(event);
    const session = current();
    if (!message || !session) return;
    if (message.type === 'ask') {
      post({ type: 'answer', id: message.id, ...session });
    } else if (message.type === 'signed-out') {
      onSignOut(message.notice);
    } else if (
      message.type === 'signed-in' &&
      !sameCredentials(message.credentials, session.credentials)
    ) {
      onSignOut(KEY_CHANGED_NOTICE);
    }
  }
  channel.addEventListener('message', onMessage);

  return {
    /** The session of another signed-in tab, or null when none answers within `timeoutMs`. */
    ask(timeoutMs = ANSWER_TIMEOUT_MS): Promise<TabSession | null> {
      const id = crypto.randomUUID();
      return new Promise((resolve) => {
        function finish(session: TabSession | null) {
          clearTimeout(timer);
          channel.removeEventListener('message', onAnswer);
          resolve(session);
        }
        function onAnswer(event: MessageEvent) {
          const message = read(event);
          if (message?.type === 'answer' && message.id === id) {
            finish({ credentials: message.credentials, remember: message.remember });
          }
        }
        const timer = setTimeout(() => finish(null), timeoutMs);
        channel.addEventListener('message', onAnswer);
        post({ type: 'ask', id });
      });
    },
    signedIn: (credentials: Credentials) => post({ type: 'signed-in', credentials }),
    signedOut: (notice: string | null) => post({ type: 'signed-out', notice }),
    close() {
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}

export type TabLink = ReturnType<typeof connectTabs>;

/**
 * Held, shared, by every signed-in tab (Web Locks are per origin, like the channel), so that a
 * new tab asks only when some tab can answer: without one it shows the key entry at once.
 */
export const SIGNED_IN_LOCK = 'formdeck.signed-in';

export type TabLocks = Pick<LockManager, 'request' | 'query'>;

/** Holds the signed-in lock until the returned function is called. */
export function holdSignedInLock(locks: TabLocks): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  locks.request(SIGNED_IN_LOCK, { mode: 'shared' }, () => released).catch(() => undefined);
  return release;
}

/** Whether another tab holds the signed-in lock; true when the browser cannot tell. */
export async function anotherTabSignedIn(locks: TabLocks | undefined): Promise<boolean> {
  if (!locks) return true;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === SIGNED_IN_LOCK);
  } catch {
    return true;
  }
}
