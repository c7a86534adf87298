import { useSyncExternalStore } from 'react';
import type { Credentials } from './client';

/**
 * Where the API key lives: in memory, and in sessionStorage only when the user opted in.
 * Never localStorage, never a URL.
 */
const SESSION_KEY = 'formdeck.session';

/** Shown on the key-entry screen when the API stops accepting the key (a 401 anywhere). */
export const SESSION_ENDED_NOTICE =
  'The API no longer accepts this key (401 Unauthorized). Enter a valid key to continue.';

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

let state: State = { credentials: readSession(), notice: null };
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
      if (remember) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(credentials));
      else window.sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Without storage the key simply stays in memory.
    }
    setState({ credentials, notice: null });
  },
  /** Forgets the key; `notice` is shown on the key-entry screen. */
  signOut(notice: string | null = null) {
    try {
      window.sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
    setState({ credentials: null, notice });
  },
  /** Re-reads sessionStorage; for tests that simulate a reload. */
  reload() {
    setState({ credentials: readSession(), notice: null });
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
