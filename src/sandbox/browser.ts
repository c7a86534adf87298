import { setupWorker, type SetupWorker } from 'msw/browser';
import { createSandboxCore } from './sandbox-core';
import { SANDBOX_BROWSER_BASE_PATH, SANDBOX_WORKER_PATH } from './keys';
import { sandboxHandlers } from './msw-handlers';

let running: Promise<SetupWorker> | undefined;

/**
 * Runs the sandbox inside this browser tab through the msw service worker, on the app's own
 * origin under SANDBOX_BROWSER_BASE_PATH. Started once; later calls share the same promise.
 * Its handlers match only that path; every other request is left to the network ('bypass').
 * Without the test tools (faults, rate limit, hostile data): they are not in the demo's download.
 */
export async function startBrowserSandbox(): Promise<void> {
  running ??= (async () => {
    const sandbox = createSandboxCore({ basePath: SANDBOX_BROWSER_BASE_PATH });
    const baseUrl = `${location.origin}${SANDBOX_BROWSER_BASE_PATH}`;
    const worker = setupWorker(...sandboxHandlers(sandbox, baseUrl));
    await worker.start({
      serviceWorker: { url: SANDBOX_WORKER_PATH },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    return worker;
  })().catch((error: unknown) => {
    // A failed start (e.g. service workers blocked) may be retried by the user.
    running = undefined;
    throw error;
  });
  await running;
}

/**
 * Stops answering this tab's requests: the worker lets every later one go to the network
 * untouched. Unregistering it is left to sandbox-connection.ts, which also finds old ones.
 */
export async function stopBrowserSandbox(): Promise<void> {
  const worker = await running?.catch(() => undefined);
  running = undefined;
  worker?.stop();
}
