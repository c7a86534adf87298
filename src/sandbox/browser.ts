import { setupWorker } from 'msw/browser';
import { createSandbox } from './handler';
import { SANDBOX_BROWSER_BASE_PATH } from './keys';
import { sandboxHandlers } from './msw-handlers';

let started: Promise<void> | undefined;

/**
 * Runs the sandbox inside this browser tab through the msw service worker, on the app's own
 * origin under SANDBOX_BROWSER_BASE_PATH. Started once; later calls share the same promise.
 */
export function startBrowserSandbox(): Promise<void> {
  started ??= (async () => {
    const sandbox = createSandbox({ basePath: SANDBOX_BROWSER_BASE_PATH });
    const baseUrl = `${location.origin}${SANDBOX_BROWSER_BASE_PATH}`;
    const worker = setupWorker(...sandboxHandlers(sandbox, baseUrl));
    await worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  })().catch((error: unknown) => {
    // A failed start (e.g. service workers blocked) may be retried by the user.
    started = undefined;
    throw error;
  });
  return started;
}
