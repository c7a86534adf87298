// A table renders hundreds of answers; Intl formatters are costly to build, so
// each distinct (locale, options) pair is built once.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_ENTRIES = 200;

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  const hit = cache.get(key);
  if (hit) return hit;
  const created = create();
  // Currency codes come from respondents' data, so the key space is not bounded.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, created);
  return created;
}

/** Throws like the constructor does for invalid options (e.g. an unknown currency). */
export function getNumberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options));
}

export function getDateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  return cached(dateTimeFormats, key, () => new Intl.DateTimeFormat(locale, options));
}
