import { useSyncExternalStore } from 'react';
import type { Credentials } from './client';

/**
 * Where the API key lives: in memory, and in sessionStorage only when the user opted in.
 * Never localStorage, never a URL.
 */
const SESSION_KEY = 'formdeck.session';
/**
 * Set while this tab is signed in with a key kept in memory only; it holds no secret. A reload
 * loses such a key: the flag is how the key-entry screen knows to say why, instead of nothing.
 */
const SIGNED_IN_FLAG = 'formdeck.signedIn';

/** Shown on the key-entry screen when the API stops accepting the key (a 401 anywhere). */
export const SESSION_ENDED_NOTICE =
  'The API no longer accepts this key (401 Unauthorized). Enter a valid key to continue.';

/** Shown on the key-entry screen after a reload lost a key that was not remembered. */
export const KEY_NOT_REMEMBERED_NOTICE =
  'The page was reloaded and your key was kept in memory only, so you are signed out. Enter it again; to stay signed in across reloads, tick “Remember on this device until this tab is closed”.';

type State = { credentials: Credentials | null; notice: string | null };

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
  return { credentials, notice: lost ? KEY_NOT_REMEMBERED_NOTICE : null };
}

let state: State = initialState();
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const credentialsStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(credentials: Credentials, remember: boolean) {
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
    setState({ credentials, notice: null });
  },
  /** Forgets the key; `notice` is shown on the key-entry screen. */
  signOut(notice: string | null = null) {
    try {
      window.sessionStorage.removeItem(SESSION_KEY);
      window.sessionStorage.removeItem(SIGNED_IN_FLAG);
    } catch {
      // Nothing stored, nothing to remove.
    }
    setState({ credentials: null, notice });
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
