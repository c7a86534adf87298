import { SANDBOX_BROWSER_BASE_PATH, SANDBOX_WORKER_PATH } from '@/sandbox/keys';

export function sandboxBaseUrl(): string {
  return `${window.location.origin}${SANDBOX_BROWSER_BASE_PATH}`;
}

export function isBrowserSandbox(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl, window.location.origin);
    return (
      url.origin === window.location.origin &&
      url.pathname.replace(/\/+$/, '') === SANDBOX_BROWSER_BASE_PATH
    );
  } catch {
    return false;
  }
}

// Set once this page has loaded the sandbox: only then is there a worker to stop.
let sandboxLoaded = false;

/**
 * Starts the in-browser sandbox when it is the chosen API; the real app never loads it. Any
 * other API means the user left the sandbox: its service worker must not see those requests.
 */
export async function prepareApi(baseUrl: string): Promise<void> {
  if (!isBrowserSandbox(baseUrl)) return leaveBrowserSandbox();
  const { startBrowserSandbox } = await import('@/sandbox/browser');
  sandboxLoaded = true;
  await startBrowserSandbox();
}

/**
 * Stops the sandbox's worker in this tab and unregisters it, also one left by an earlier visit,
 * so that no later request (the key for a real deployment included) passes through it.
 */
export async function leaveBrowserSandbox(): Promise<void> {
  if (sandboxLoaded) {
    const { stopBrowserSandbox } = await import('@/sandbox/browser');
    await stopBrowserSandbox();
  }
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(
    registrations.filter(isSandboxWorker).map((registration) => registration.unregister()),
  );
}

function isSandboxWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker && new URL(worker.scriptURL).pathname === SANDBOX_WORKER_PATH,
  );
}
