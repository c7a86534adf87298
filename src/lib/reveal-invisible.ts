// Characters that draw nothing yet change what a reader sees: bidirectional controls reorder the
// text around them (`invoice‮fdp.exe` reads as `invoiceexe.pdf`), zero-width ones split or join
// words unseen. Respondents and API users choose these strings, so where a name is used to decide
// something (a file to open, a form to delete) they are shown or ignored, never silently left in.
const INVISIBLE = /[\p{Bidi_Control}\u200B-\u200D\u2060-\u2064\uFEFF]/gu;

const hex = (char: string) =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** The text with each invisible or direction-changing character written as `⟨U+202E⟩`. */
export function revealInvisible(text: string): string {
  return text.replace(INVISIBLE, (char) => `⟨U+${hex(char)}⟩`);
}

/** The text without its invisible and direction-changing characters. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Whether the text holds a character that `revealInvisible` would show. */
export function hasInvisible(text: string): boolean {
  return text.search(INVISIBLE) !== -1;
}

/**
 * The text as a person would type it: NFC, invisible characters dropped, runs of whitespace
 * (line breaks included) one space, no space at either end.
 */
export function typedForm(text: string): string {
  return withoutInvisible(text.normalize('NFC')).replace(/\s+/gu, ' ').trim();
}

/** At most `max` characters (code points, so no emoji is cut in half), with `…` when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  // A code point is one or two UTF-16 units, so 2 × max units hold at least max of them.
  const points = Array.from(text.slice(0, max * 2));
  if (points.length <= max && text.length <= max * 2) return text;
  return `${points.slice(0, max - 1).join('')}…`;
}
