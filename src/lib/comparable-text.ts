import { withoutInvisible } from './reveal-invisible';

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Text as an identifier is compared: NFKC (a fullwidth `ａｎｎ` is `ann`, a ligature its letters)
 * and no invisible character (`ann\u200B@x.com` is `ann@x.com`). Case and accents are kept.
 */
export function normalizedText(text: string): string {
  // Most answers are plain ASCII: skip the normalisation where it cannot change anything.
  if (ASCII.test(text)) return text;
  return withoutInvisible(text).normalize('NFKC');
}

/**
 * Text as search and sort compare it: normalised as `normalizedText` does, then accents and case
 * dropped ("Ä" and "a" are equal), so that "muller" finds "Müller".
 */
export function comparableText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return (
    withoutInvisible(text)
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // A final sigma is a sigma: "ΟΔΥΣΣΕΑΣ" lower-cased whole ends in ς, letter by letter in σ.
      .replace(/ς/g, 'σ')
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The one order of texts for every sort: case and accents aside, as `comparableText`, and the
 * numbers in a text by value ("Form 2" before "Form 10").
 */
export const compareText: (a: string, b: string) => number = collator.compare;
