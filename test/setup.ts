import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Lazy routes are transformed on first import in tests, which can take a few seconds.
configure({ asyncUtilTimeout: 30_000 });

// While findBy/waitFor retries, each failed attempt's error is thrown away, yet by default it
// prints the whole DOM into its message: that printing was about 40% of the page tests' time.
// Testing Library marks those attempts (the flag its own ByRole uses to skip its diagnostics);
// the error a test finally fails with is made outside them, and still shows the DOM.
// Upstream: testing-library/dom-testing-library#1071.
configure((config) => {
  const withDom = config.getElementError;
  return {
    getElementError(message, container) {
      const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!retrying) return withDom(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  };
});

// jsdom lacks these browser APIs that Mantine relies on.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// jsdom has no IndexedDB. Every test file gets a new window, and Dexie keeps the IndexedDB it
// found when it was first loaded: both are given the same in-memory one.
Object.assign(window, { indexedDB, IDBKeyRange });
Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });

// The test files of a worker share its modules (`isolate: false`), so each file starts the way
// a freshly loaded page would: empty IndexedDB, no rate limit learnt, no spies left behind.
beforeAll(async () => {
  const { forgetPacers } = await import('@/api/client');
  forgetPacers();
  // Deleting a database makes Dexie close its connection (and say so); it reopens on next use.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const databases = await indexedDB.databases();
  await Promise.all(databases.map(({ name }) => name && Dexie.delete(name)));
  warn.mockRestore();
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.resetConfig();
  const { downloadsSettled } = await import('@/lib/with-retry');
  await downloadsSettled();
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// msw/node plays the sandbox in tests; the service-worker mount is for real browsers.
vi.mock('@/sandbox/browser', () => ({
  startBrowserSandbox: async () => undefined,
  stopBrowserSandbox: async () => undefined,
}));

afterEach(async () => {
  const { credentialsStore } = await import('@/api/credentials-store');
  const { notifications } = await import('@mantine/notifications');
  credentialsStore.signOut();
  // Notifications live in a module-level store that outlives a test's render.
  notifications.clean();
});
