import { shorten } from './reveal-invisible';

/**
 * The most characters of a name or an answer drawn at once. Someone else chooses these texts: a
 * form name of 50 MB froze the forms page for 100 s while the browser laid it out whole.
 */
export const DISPLAY_TEXT_LIMIT = 3000;

/** `text` cut to what is drawn (with `…` when cut), so that no page lays out a huge text whole. */
export const displayText = (text: string, limit = DISPLAY_TEXT_LIMIT): string =>
  shorten(text, limit);
