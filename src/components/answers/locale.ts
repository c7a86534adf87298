/**
 * The locale to format with: the override when it is a valid BCP 47 tag, else the
 * user's browser language. Intl constructors throw on a malformed tag, and an
 * answer must never fail to render because of one.
 */
export function resolveLocale(locale?: string): string | undefined {
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
