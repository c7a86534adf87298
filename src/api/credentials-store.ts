import { useSyncExternalStore } from 'react';
import { readRememberedBaseUrl, rememberBaseUrl } from '@/lib/remembered-base-url';
import type { Credentials } from './client';
import {
  anotherTabSignedIn,
  connectTabs,
  holdSignedInLock,
  type SignOutReason,
  TAB_SESSION_CHANNEL,
  type TabLink,
  type TabLocks,
  type TabSession,
} from './tab-session';

/**
 * Where the API key lives: in memory, and in sessionStorage only when the user opted in.
 * Never localStorage, never a URL.
 */
const SESSION_KEY = 'formdeck.session';
/**
 * Set while this tab is signed in with a key in memory only; it holds no secret. A reload
 * loses such a key: the flag is how the key-entry screen knows to say why, instead of nothing.
 */
const SIGNED_IN_FLAG = 'formdeck.signedIn';

/** Shown on the key-entry screen when the API stops accepting the key (a 401 anywhere). */
export const SESSION_ENDED_NOTICE =
  'The API no longer accepts this key (401 Unauthorized). Enter a valid key to continue.';

/** Shown on the key-entry screen after the user signed out, in this tab or another. */
export const SIGNED_OUT_NOTICE = 'You are signed out. The key was forgotten on this device.';

/** Shown in the other tabs when one tab signs in with another key (or another API). */
export const KEY_CHANGED_NOTICE =
  'You signed in with another key in another tab, so this tab is signed out. Enter the key to use here.';

/**
 * What each reason for signing out says. Another tab tells only the reason: the words are
 * always this tab's own, whoever posted to the tabs' channel.
 */
const NOTICES: Record<SignOutReason | 'key-changed', string> = {
  'signed-out': SIGNED_OUT_NOTICE,
  'key-rejected': SESSION_ENDED_NOTICE,
  'key-changed': KEY_CHANGED_NOTICE,
};

/** Shown on the key-entry screen after a reload lost a key that was not remembered. */
export const KEY_NOT_REMEMBERED_NOTICE =
  'The page was reloaded and your key was kept in memory only, so you are signed out. Enter it again; to stay signed in across reloads, tick “Stay signed in when this tab reloads”.';

/**
 * `checkingOtherTabs`: a new tab is asking the other tabs for their key (a short wait, shown as
 * loading) before it asks the user. `offer`: another tab answered with a key for an API other
 * than the one this browser remembers (`remembered`, null when none); the user decides.
 */
type State = {
  credentials: Credentials | null;
  notice: string | null;
  checkingOtherTabs: boolean;
  offer: { baseUrl: string; remembered: string | null } | null;
};

function readSession(): Credentials | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'baseUrl' in value &&
      'apiKey' in value &&
      typeof value.baseUrl === 'string' &&
      typeof value.apiKey === 'string'
    ) {
      return { baseUrl: value.baseUrl, apiKey: value.apiKey };
    }
  } catch {
    // Storage may be blocked or hold garbage: behave as signed out.
  }
  return null;
}

/** What a (re)load of the page starts with: the remembered key, or why there is none. */
function initialState(): State {
  const credentials = readSession();
  let lost = false;
  try {
    lost = !credentials && window.sessionStorage.getItem(SIGNED_IN_FLAG) !== null;
    // Said once: a second reload on the key-entry screen has nothing new to explain.
    window.sessionStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    // Without storage there is no flag either.
  }
  return {
    credentials,
    notice: lost ? KEY_NOT_REMEMBERED_NOTICE : null,
    checkingOtherTabs: false,
    offer: null,
  };
}

let state: State = initialState();
const listeners = new Set<() => void>();
let tabs: TabLink | null = null;
/** Web Locks (secure pages only): how a new tab learns whether any other tab is signed in. */
const locks: TabLocks | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
let releaseLock: (() => void) | null = null;
/** The session another tab offered for another API, while the user has not decided. */
let offered: { session: TabSession; prepare: (baseUrl: string) => Promise<void> } | null = null;

/** Once joined to the other tabs, holds the signed-in lock exactly while signed in. */
function showSignedInToTabs() {
  if (!tabs || !locks) return;
  if (state.credentials && !releaseLock) releaseLock = holdSignedInLock(locks);
  if (!state.credentials && releaseLock) {
    releaseLock();
    releaseLock = null;
  }
}

function setState(next: State) {
  state = next;
  showSignedInToTabs();
  listeners.forEach((listener) => listener());
}

function keep(credentials: Credentials, remember: boolean) {
  try {
    if (remember) {
      window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(credentials));
      window.sessionStorage.removeItem(SIGNED_IN_FLAG);
    } else {
      window.sessionStorage.removeItem(SESSION_KEY);
      window.sessionStorage.setItem(SIGNED_IN_FLAG, '1');
    }
  } catch {
    // Without storage the key simply stays in memory.
  }
  offered = null;
  setState({ credentials, notice: null, checkingOtherTabs: false, offer: null });
}

function forget(notice: string | null) {
  try {
    window.sessionStorage.removeItem(SESSION_KEY);
    window.sessionStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    // Nothing stored, nothing to remove.
  }
  offered = null;
  setState({ credentials: null, notice, checkingOtherTabs: false, offer: null });
}

/** Signs in with a key another tab handed over. */
async function take(session: TabSession, prepare: (baseUrl: string) => Promise<void>) {
  await prepare(session.credentials.baseUrl).catch(() => undefined);
  keep(session.credentials, session.remember);
}

function currentSession(): TabSession | null {
  return state.credentials ? { credentials: state.credentials, remember: isRemembered() } : null;
}

type JoinOptions = {
  /** Runs before a key handed over by another tab is used (the sandbox must be started). */
  prepare: (baseUrl: string) => Promise<void>;
  /** Another tab ended the session: what this tab must drop besides the key. */
  onSignedOutElsewhere: () => void;
};

export const credentialsStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(credentials: Credentials, remember: boolean) {
    keep(credentials, remember);
    void tabs?.signedIn(credentials);
  },
  /**
   * Forgets the key, in every tab; the key-entry screen says why (nothing without a reason).
   */
  signOut(reason?: SignOutReason) {
    forget(reason ? NOTICES[reason] : null);
    tabs?.signedOut(reason ?? 'signed-out');
  },
  /** Signs in with the key another tab offered for another API, as the user chose. */
  async acceptOffer() {
    const chosen = offered;
    if (!chosen) return;
    offered = null;
    rememberBaseUrl(chosen.session.credentials.baseUrl);
    await take(chosen.session, chosen.prepare);
  },
  /** Turns down the key another tab offered: the key-entry screen asks for one. */
  declineOffer() {
    offered = null;
    setState({ ...state, offer: null });
  },
  /**
   * Joins the other Formdeck tabs of this origin: answers their questions and follows their
   * sign-outs; a tab without a key first asks them for theirs. Called once, by the app's start.
   */
  joinOtherTabs({ prepare, onSignedOutElsewhere }: JoinOptions) {
    if (tabs || typeof BroadcastChannel === 'undefined') return;
    const link = connectTabs({
      channel: new BroadcastChannel(TAB_SESSION_CHANNEL),
      current: currentSession,
      onSignOut: (reason) => {
        forget(NOTICES[reason]);
        onSignedOutElsewhere();
      },
    });
    tabs = link;
    showSignedInToTabs();
    if (state.credentials) return;
    setState({ ...state, checkingOtherTabs: true });
    void anotherTabSignedIn(locks).then(async (someone) => {
      const session = someone ? await link.ask() : null;
      // The user may have signed in here meanwhile: their key wins.
      if (!session || state.credentials) return setState({ ...state, checkingOtherTabs: false });
      // Any script of the origin can answer: a key for an API this browser does not remember
      // is offered to the user, never used unasked.
      const remembered = readRememberedBaseUrl();
      if (session.credentials.baseUrl !== remembered) {
        offered = { session, prepare };
        const offer = { baseUrl: session.credentials.baseUrl, remembered };
        return setState({ ...state, checkingOtherTabs: false, offer });
      }
      await take(session, prepare);
    });
  },
  /** Re-reads sessionStorage; for tests that simulate a reload. */
  reload() {
    setState(initialState());
  },
};

export function useCredentialsState(): State {
  return useSyncExternalStore(credentialsStore.subscribe, credentialsStore.get);
}

export function isRemembered(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}
