import { comparableText } from './comparable-text';

// Between two texts of one item, so that a word never matches across the end of one and the
// start of the next.
const SEPARATOR = '\u0001';

/** The words of a search, case and accents aside ("Zürich" is "zurich"). */
export function searchWords(query: string): string[] {
  return comparableText(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The items that have every word of `query` in their texts, in their order; all without one. */
export function searchList<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly (string | null | undefined)[],
): readonly T[] {
  const words = searchWords(query);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = comparableText(textsOf(item).join(SEPARATOR));
    return words.every((word) => text.includes(word));
  });
}
