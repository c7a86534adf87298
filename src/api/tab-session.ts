import * as v from 'valibot';
import type { Credentials } from './client';

/**
 * How the Formdeck tabs of one origin share a session, over a BroadcastChannel (same origin
 * only), never through storage, a cookie or a URL. Any script of the origin can listen on that
 * channel and post to it, so nothing on it gives the key away or decides what a tab says:
 *
 * - A new tab asks with a fresh ECDH public key; a signed-in tab answers with the key sealed
 *   (AES-GCM) under the secret only that tab and the asker can derive. The issue asked for a
 *   private `MessageChannel` port, but a BroadcastChannel cannot carry ports (they are not
 *   cloneable, only transferable, and its postMessage has no transfer list): the sealed answer
 *   is that private line, readable by the one tab that asked and by no other listener.
 * - Signing in says only a salted digest of the key, so the other tabs can tell whether it is
 *   theirs; signing out says only why, and each tab shows its own words for it.
 */
export const TAB_SESSION_CHANNEL = 'formdeck.session';

/** How long a new tab waits for another tab's answer before it asks the user for a key. */
export const ANSWER_TIMEOUT_MS = 750;

export type TabSession = { credentials: Credentials; remember: boolean };

/**
 * Why every tab was signed out: the user signed out, or the API refused the key. A tab whose
 * key another tab replaced is signed out as `key-changed`.
 */
export type SignOutReason = 'signed-out' | 'key-rejected';

const publicKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: v.string(),
  y: v.string(),
});
type PublicKey = v.InferOutput<typeof publicKeySchema>;

const sessionSchema = v.object({
  credentials: v.object({ baseUrl: v.string(), apiKey: v.string() }),
  remember: v.boolean(),
});
const messageSchema = v.variant('type', [
  v.object({ type: v.literal('ask'), id: v.string(), publicKey: publicKeySchema }),
  v.object({
    type: v.literal('answer'),
    id: v.string(),
    publicKey: publicKeySchema,
    iv: v.string(),
    sealed: v.string(),
  }),
  v.object({ type: v.literal('signed-in'), salt: v.string(), digest: v.string() }),
  v.object({ type: v.literal('signed-out'), reason: v.picklist(['signed-out', 'key-rejected']) }),
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
  onSignOut: (reason: SignOutReason | 'key-changed') => void;
};

export function sameCredentials(a: Credentials, b: Credentials): boolean {
  return a.apiKey === b.apiKey && a.baseUrl === b.baseUrl;
}

function read(event: MessageEvent): TabMessage | null {
  const parsed = v.safeParse(messageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A key pair for one exchange; its private half cannot be exported, even by this page. */
async function exchangeKeys() {
  const pair = await crypto.subtle.generateKey(ECDH, false, ['deriveKey']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicKey: v.parse(publicKeySchema, { kty, crv, x, y }) };
}

/** The AES-GCM key only the holders of `privateKey` and of the peer's private key can derive. */
async function sharedKey(privateKey: CryptoKey, peer: PublicKey) {
  const peerKey = await crypto.subtle.importKey('jwk', peer, ECDH, false, []);
  return crypto.subtle.deriveKey(
    { name: 'ECDH', public: peerKey },
    privateKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The answer to `ask`, sealed so that only the tab that asked can open it. */
async function seal(session: TabSession, ask: { id: string; publicKey: PublicKey }) {
  const mine = await exchangeKeys();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(session));
  const key = await sharedKey(mine.privateKey, ask.publicKey);
  // The question's id is bound in: a sealed answer cannot be replayed to another question.
  const additionalData = new TextEncoder().encode(ask.id);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
  return {
    type: 'answer' as const,
    id: ask.id,
    publicKey: mine.publicKey,
    iv: toBase64(iv),
    sealed: toBase64(new Uint8Array(sealed)),
  };
}

/** The session in a sealed answer, or null when it was not sealed for this question. */
async function open(
  answer: { id: string; publicKey: PublicKey; iv: string; sealed: string },
  privateKey: CryptoKey,
): Promise<TabSession | null> {
  try {
    const key = await sharedKey(privateKey, answer.publicKey);
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(answer.iv),
        additionalData: new TextEncoder().encode(answer.id),
      },
      key,
      fromBase64(answer.sealed),
    );
    const parsed = v.safeParse(sessionSchema, JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** SHA-256 of a random salt and the credentials: tells the key apart without giving it away. */
async function digestOf(salt: string, { baseUrl, apiKey }: Credentials): Promise<string> {
  const text = new TextEncoder().encode(`${salt}\n${baseUrl}\n${apiKey}`);
  return toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', text)));
}

export function connectTabs({ channel, current, onSignOut }: Options) {
  const post = (message: TabMessage) => channel.postMessage(message);

  async function onMessage(event: MessageEvent) {
    const message = read(event);
    const session = current();
    if (!message || !session) return;
    if (message.type === 'ask') {
      post(await seal(session, message));
    } else if (message.type === 'signed-out') {
      onSignOut(message.reason);
    } else if (message.type === 'signed-in') {
      const ours = await digestOf(message.salt, session.credentials);
      // Still signed in with the key compared (signing out meanwhile needs no second notice).
      if (ours !== message.digest && current() === session) onSignOut('key-changed');
    }
  }
  const listener = (event: MessageEvent) => void onMessage(event).catch(() => undefined);
  channel.addEventListener('message', listener);

  return {
    /**
     * The session of another signed-in tab, or null when none answers within `timeoutMs`. The
     * first answer sealed for this question wins; a browser without WebCrypto (a page served
     * over plain HTTP) cannot ask, and gets null at once.
     */
    async ask(timeoutMs = ANSWER_TIMEOUT_MS): Promise<TabSession | null> {
      if (!globalThis.crypto?.subtle) return null;
      const id = crypto.randomUUID();
      const { privateKey, publicKey } = await exchangeKeys();
      return new Promise((resolve) => {
        let done = false;
        function finish(session: TabSession | null) {
          if (done) return;
          done = true;
          clearTimeout(timer);
          channel.removeEventListener('message', onAnswer);
          resolve(session);
        }
        function onAnswer(event: MessageEvent) {
          const message = read(event);
          if (message?.type !== 'answer' || message.id !== id) return;
          void open(message, privateKey).then((session) => session && finish(session));
        }
        const timer = setTimeout(() => finish(null), timeoutMs);
        channel.addEventListener('message', onAnswer);
        post({ type: 'ask', id, publicKey });
      });
    },
    async signedIn(credentials: Credentials) {
      if (!globalThis.crypto?.subtle) return;
      const salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
      post({ type: 'signed-in', salt, digest: await digestOf(salt, credentials) });
    },
    signedOut: (reason: SignOutReason) => post({ type: 'signed-out', reason }),
    close() {
      channel.removeEventListener('message', listener);
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
