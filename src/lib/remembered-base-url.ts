// The base URL is not a secret; it is remembered so the user need not type it again.
const KEY = 'formdeck.baseUrl';

export function readRememberedBaseUrl(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberBaseUrl(baseUrl: string) {
  try {
    window.localStorage.setItem(KEY, baseUrl);
  } catch {
    // Not remembering is fine.
  }
}
