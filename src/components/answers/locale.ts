/**
 * The locale to format with: the override when it is a valid BCP 47 tag, else the
 * user's browser language. Intl constructors throw on a malformed tag, and an
 * answer must never fail to render because of one.
 */
export function resolveLocale(locale?: string): string | undefined {
  // Asked once per cell that formats: Intl.getCanonicalLocales is slow enough to show in a
  // table's render time, and the answer depends only on the two strings.
  const key = `${locale ?? ''}|${typeof navigator === 'undefined' ? '' : navigator.language}`;
  if (resolved.has(key)) return resolved.get(key);
  const found = canonicalLocale(locale);
  // Tags come from the caller, not respondents, but keep the cache small all the same.
  if (resolved.size > 50) resolved.clear();
  resolved.set(key, found);
  return found;
}

const resolved = new Map<string, string | undefined>();

function canonicalLocale(locale?: string): string | undefined {
  const candidates = [locale, typeof navigator === 'undefined' ? undefined : navigator.language];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical) return canonical;
    } catch {
      // Not a valid tag; try the next one.
    }
  }
  return undefined;
}
