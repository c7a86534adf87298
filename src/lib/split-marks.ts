import { comparableText } from './comparable-text';

/** A run of a text, marked when it is (part of) a match of a search term. */
export type TextPart = { text: string; marked: boolean };

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` as the search compares it, and for each code unit of that text the span of `text` it
 * came from. Dropping accents changes lengths ("e" + a combining accent becomes "e", a Hangul
 * syllable becomes three jamo), so each grapheme is converted on its own: a match then maps back
 * to whole graphemes, never half an emoji or a letter without its accent.
 */
function comparableWithSpans(text: string) {
  const starts: number[] = [];
  const ends: number[] = [];
  let comparable = '';
  for (const { segment, index } of graphemes.segment(text)) {
    const part = comparableText(segment);
    comparable += part;
    for (let i = 0; i < part.length; i += 1) {
      starts.push(index);
      ends.push(index + segment.length);
    }
  }
  return { comparable, starts, ends };
}

/**
 * `text` cut into marked and unmarked runs: every occurrence of every term is marked, the
 * way the search finds it (case- and accent-insensitively). `terms` must already be in that
 * form (`comparableText`); overlapping and touching matches become one mark. A text with no
 * match comes back as one unmarked run.
 */
export function splitMarks(text: string, terms: readonly string[]): TextPart[] {
  const whole = [{ text, marked: false }];
  const wanted = terms.filter((term) => term !== '');
  if (wanted.length === 0 || text === '') return whole;
  // ASCII turns into lower case one for one: positions need no mapping.
  const ascii = ASCII.test(text);
  const { comparable, starts, ends } = ascii
    ? { comparable: text.toLowerCase(), starts: null, ends: null }
    : comparableWithSpans(text);

  const ranges: [number, number][] = [];
  for (const term of wanted) {
    // Advancing by one finds overlapping occurrences too ("aa" twice in "aaa").
    for (let at = comparable.indexOf(term); at >= 0; at = comparable.indexOf(term, at + 1)) {
      const last = at + term.length - 1;
      ranges.push(starts && ends ? [starts[at]!, ends[last]!] : [at, last + 1]);
    }
  }
  if (ranges.length === 0) return whole;
  ranges.sort((a, b) => a[0] - b[0]);

  const parts: TextPart[] = [];
  let done = 0;
  let open: [number, number] | null = null;
  const flush = () => {
    if (!open) return;
    if (open[0] > done) parts.push({ text: text.slice(done, open[0]), marked: false });
    parts.push({ text: text.slice(open[0], open[1]), marked: true });
    done = open[1];
  };
  for (const range of ranges) {
    if (open && range[0] <= open[1]) open[1] = Math.max(open[1], range[1]);
    else {
      flush();
      open = [...range];
    }
  }
  flush();
  if (done < text.length) parts.push({ text: text.slice(done), marked: false });
  return parts;
}
