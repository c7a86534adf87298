import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes are transformed on first import in tests, which can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

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
  credentialsStore.signOut(null);
  // Notifications live in a module-level store that outlives a test's render.
  notifications.clean();
});
