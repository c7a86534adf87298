import { isEmptyAnswer } from '@/components/answers/answer-guards';
import { answerToText, normalizeType } from '@/components/answers/answer-text';
import type { ColumnRef } from '@/response-set/columns';
import { comparableText } from '@/lib/comparable-text';
import { stopWordsFor } from './stop-words';
import { counter, toItem } from './tally';
import type { CountItem } from './types';

const TOP = 10;
/** Candidates recounted exactly: the shown count is what the `contains` filter finds. */
const CANDIDATES = 30;

/** Each distinct answer text and how many answers have it: most texts repeat (a few options). */
export type Texts = { counts: Map<string, number>; total: number };

// Types whose text answer is shown as it is: `answerToText` would return the string unchanged.
const AS_IS = new Set(['SHORT_ANSWER', 'LONG_ANSWER', 'EMAIL', 'PHONE_NUMBER', 'LINK', 'HIDDEN']);

/** The answers as the `contains` filter reads them: their text as the table shows it,
 * without case and accents. */
export function comparableTexts(type: string, values: readonly unknown[]): Texts {
  const asIs = AS_IS.has(normalizeType(type)) || normalizeType(type) === 'CALCULATED_FIELD';
  // Counted by the text as given first: accents are then dropped once per distinct text.
  const raw = new Map<string, number>();
  let total = 0;
  for (const value of values) {
    if (isEmptyAnswer(value)) continue;
    total += 1;
    const text = asIs && typeof value === 'string' ? value : answerToText(type, value);
    raw.set(text, (raw.get(text) ?? 0) + 1);
  }
  const counts = new Map<string, number>();
  for (const [text, times] of raw) {
    const comparable = comparableText(text);
    counts.set(comparable, (counts.get(comparable) ?? 0) + times);
  }
  return { counts, total };
}

/** The words of a comparable text: letters and digits, apostrophes dropped ("don't" is "dont"). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\p{N}+$/u.test(word));
}

/** How many answers contain `needle`, as the `contains` filter tests a row. */
export function countContaining(texts: Texts, needle: string): number {
  let count = 0;
  for (const [text, times] of texts.counts) if (text.includes(needle)) count += times;
  return count;
}

/**
 * Candidates (by how many answers have them) recounted the way `contains` finds them, the
 * largest first. `needle` turns a key into the text searched for (e.g. "@" and a domain).
 */
export function recounted(
  candidates: Map<string, number>,
  texts: Texts,
  column: ColumnRef,
  needle: (key: string) => string = (key) => key,
): CountItem[] {
  const top = [...candidates].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return top
    .slice(0, CANDIDATES)
    .map(([key]) => {
      const text = needle(key);
      return toItem(key, countContaining(texts, text), {
        of: texts.total,
        filter: () => ({ column, op: 'contains', text }),
      });
    })
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1))
    .slice(0, TOP);
}

/**
 * The most frequent words, each with how many answers contain it (case and accents ignored, the
 * stop words of the languages the answers use left out). The count is of answers containing the
 * word as `contains` finds it, so "app" also counts "apps".
 */
export function topWords(texts: Texts, column: ColumnRef): CountItem[] {
  const words = counter();
  for (const [text, times] of texts.counts) {
    new Set(wordsOf(text)).forEach((word) => words.add(word, times));
  }
  const stop = stopWordsFor(words.counts);
  const counted = new Map([...words.counts].filter(([word]) => !stop.has(word)));
  return recounted(counted, texts, column);
}
