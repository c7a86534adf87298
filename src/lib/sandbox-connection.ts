import { SANDBOX_BROWSER_BASE_PATH } from '@/sandbox/keys';

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

/** Starts the in-browser sandbox when it is the chosen API; the real app never loads it. */
export async function prepareApi(baseUrl: string): Promise<void> {
  if (!isBrowserSandbox(baseUrl)) return;
  const { startBrowserSandbox } = await import('@/sandbox/browser');
  await startBrowserSandbox();
}
