import { resolveLocale } from './locale';

const REGION_CODE = /^[A-Za-z]{2}$/;

/** The localized name of an ISO 3166-1 alpha-2 code ("DE" → "Germany"), else null. */
export function regionName(value: unknown, locale?: string): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  // ZZ is CLDR's "Unknown Region": no more helpful than the raw text.
  if (!REGION_CODE.test(code) || code === 'ZZ') return null;
  try {
    const name = new Intl.DisplayNames(resolveLocale(locale), { type: 'region' }).of(code);
    // Unassigned codes come back unchanged.
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
