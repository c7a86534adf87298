import { resolveLocale } from './locale';

// One DisplayNames per locale and one name per code: a table page asks for hundreds, the search
// index and the Summary for every response.
const displayNames = new Map<string, Intl.DisplayNames>();
const names = new Map<string, string | null>();

const REGION_CODE = /^[A-Za-z]{2}$/;

/** The localized name of an ISO 3166-1 alpha-2 code ("DE" → "Germany"), else null. */
export function regionName(value: unknown, locale?: string): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  // ZZ is CLDR's "Unknown Region": no more helpful than the raw text.
  if (!REGION_CODE.test(code) || code === 'ZZ') return null;
  const tag = resolveLocale(locale) ?? '';
  const key = `${tag}|${code}`;
  if (names.has(key)) return names.get(key) ?? null;
  let found: string | null;
  try {
    let display = displayNames.get(tag);
    if (!display) {
      display = new Intl.DisplayNames(tag || undefined, { type: 'region' });
      displayNames.set(tag, display);
    }
    const name = display.of(code);
    // Unassigned codes come back unchanged.
    found = name && name !== code ? name : null;
  } catch {
    found = null;
  }
  // Two letters: at most 676 codes per locale.
  names.set(key, found);
  return found;
}
