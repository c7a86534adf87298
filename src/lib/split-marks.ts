import { foldText } from './fold-text';

/** A run of a text, marked when it is (part of) a match of a search term. */
export type TextPart = { text: string; marked: boolean };

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` folded as the search folds it, and for each code unit of the folded text the span of
 * `text` it came from. Folding changes lengths ("e" + a combining accent becomes "e", a Hangul
 * syllable becomes three jamo), so each grapheme is folded on its own: a match then maps back
 * to whole graphemes, never half an emoji or a letter without its accent.
 */
function foldWithSpans(text: string) {
  const starts: number[] = [];
  const ends: number[] = [];
  let folded = '';
  for (const { segment, index } of graphemes.segment(text)) {
    const part = foldText(segment);
    folded += part;
    for (let i = 0; i < part.length; i += 1) {
      starts.push(index);
      ends.push(index + segment.length);
    }
  }
  return { folded, starts, ends };
}

/**
 * `text` cut into marked and unmarked runs: every occurrence of every term is marked, the
 * way the search finds it (case- and accent-insensitively). `terms` must already be folded
 * (`foldText`); overlapping and touching matches become one mark. A text with no match comes
 * back as one unmarked run.
 */
export function splitMarks(text: string, terms: readonly string[]): TextPart[] {
  const whole = [{ text, marked: false }];
  const wanted = terms.filter((term) => term !== '');
  if (wanted.length === 0 || text === '') return whole;
  // ASCII folds to lower case one for one: positions need no mapping.
  const ascii = ASCII.test(text);
  const { folded, starts, ends } = ascii
    ? { folded: text.toLowerCase(), starts: null, ends: null }
    : foldWithSpans(text);

  const ranges: [number, number][] = [];
  for (const term of wanted) {
    // Advancing by one finds overlapping occurrences too ("aa" twice in "aaa").
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
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
