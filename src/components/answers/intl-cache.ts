// A table renders hundreds of answers; Intl formatters are costly to build, so
// each distinct (locale, options) pair is built once.

const MAX_ENTRIES = 200;

/** `create` with a cache keyed by its locale and options. */
function cachedBy<O, T>(create: (locale: string | undefined, options: O) => T) {
  const cache = new Map<string, T>();
  return (locale: string | undefined, options: O): T => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const created = create(locale, options);
    // Currency codes come from respondents' data, so the key space is not bounded.
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, created);
    return created;
  };
}

/** Throws like the constructor does for invalid options (e.g. an unknown currency). */
export const getNumberFormat = cachedBy(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const getDateTimeFormat = cachedBy(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
