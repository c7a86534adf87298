const FALLBACK = '/forms';
// Any origin will do: it only tells whether a path would leave it.
const PROBE_ORIGIN = 'https://formdeck.invalid';

/**
 * Where to go after sign-in: only a path inside the app, else the forms list. `next` arrives
 * decoded once (URLSearchParams) and is not decoded again. The URL parser drops tabs and
 * newlines and reads `\` as `/`, so `/<tab>/host` or `/\host` would leave the app (or, as a
 * history entry on another origin, throw and break sign-in): such characters are refused, as
 * are `//`, schemes and anything not starting with a single `/`.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return FALLBACK;
  if (/[\\\p{Cc}\p{Zl}\p{Zp}]/u.test(next)) return FALLBACK;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return FALLBACK;
  } catch {
    return FALLBACK;
  }
  return next;
}
