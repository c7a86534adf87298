/**
 * Text as search and sort compare it: accents and case dropped ("Ä" and "a" are equal),
 * so that "muller" finds "Müller".
 */
export function comparableText(text: string): string {
  // Most answers are plain ASCII: skip the normalisation where it cannot change anything.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The one order of texts for every sort: case and accents aside, as `comparableText`, and the
 * numbers in a text by value ("Form 2" before "Form 10").
 */
export const compareText: (a: string, b: string) => number = collator.compare;
