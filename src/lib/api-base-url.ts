/** What the key-entry screen and the client make of an API base URL. */
export type BaseUrlCheck =
  { ok: true; origin: string; warning: string | null } | { ok: false; error: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const URL_OR_PATH =
  'Enter a full URL starting with https:// (or http://), or a path on this site starting with one /';

const fail = (error: string): BaseUrlCheck => ({ ok: false, error });

// URL.parse would do, but Safari has it only since 18.
function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * The base URL is where the key is sent, so only two forms are taken: an absolute http(s) URL,
 * or a path on this site (a proxy such as `/api-proxy`, the in-browser sandbox). The URL parser
 * drops tabs and newlines and reads `\` as `/`, so `/\host` or `/<tab>/host` would be another
 * host: such characters are refused outright, and a path must resolve to this page's origin.
 */
export function checkBaseUrl(value: string, pageOrigin: string): BaseUrlCheck {
  const text = value.trim();
  if (!text) return fail('Enter the API base URL');
  if (/[\s\\\p{Cc}]/u.test(text)) return fail(URL_OR_PATH);
  if (/[?#]/.test(text)) {
    return fail('Leave out the query (?…) and fragment (#…): enter only the root of the API');
  }
  if (text.startsWith('/')) {
    const sameOrigin = parseUrl(text, pageOrigin)?.origin === pageOrigin;
    if (text.startsWith('//') || !sameOrigin) return fail(URL_OR_PATH);
    return { ok: true, origin: pageOrigin, warning: null };
  }
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fail(URL_OR_PATH);
  if (url.username || url.password) {
    return fail('Leave the user name and password out of the URL: the API key is the credential');
  }
  const warning =
    url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)
      ? `This is plain http: your API key would travel unencrypted to ${url.host}. Use https:// unless you trust every network in between.`
      : null;
  return { ok: true, origin: url.origin, warning };
}
