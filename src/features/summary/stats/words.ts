import { isEmptyAnswer } from '@/components/answers/answer-guards';
import { answerToText } from '@/components/answers/answer-text';
import type { ColumnRef } from '@/response-set/columns';
import { foldText } from '@/response-set/fold';
import { STOP_WORDS } from './stop-words';
import { counter, toItem } from './tally';
import type { CountItem } from './types';

const TOP = 10;
/** Candidates recounted exactly: the shown count is what the `contains` filter finds. */
const CANDIDATES = 30;

/** An answer as the `contains` filter reads it: its text as the table shows it, folded. */
export function foldedTexts(type: string, values: readonly unknown[]): string[] {
  const texts: string[] = [];
  for (const value of values) {
    if (!isEmptyAnswer(value)) texts.push(foldText(answerToText(type, value)));
  }
  return texts;
}

/** The words of a folded text: letters and digits, apostrophes dropped ("don't" is "dont"). */
export function wordsOf(folded: string): string[] {
  return folded
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word));
}

/** How many texts contain `needle`, as the `contains` filter tests a row. */
export function countContaining(texts: readonly string[], needle: string): number {
  let count = 0;
  for (const text of texts) if (text.includes(needle)) count += 1;
  return count;
}

/**
 * Candidates (by how many answers have them) recounted the way `contains` finds them, the
 * largest first. `needle` turns a key into the text searched for (e.g. "@" and a domain).
 */
export function recounted(
  candidates: Map<string, number>,
  texts: readonly string[],
  column: ColumnRef,
  needle: (key: string) => string = (key) => key,
): CountItem[] {
  const top = [...candidates].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return top
    .slice(0, CANDIDATES)
    .map(([key]) => {
      const text = needle(key);
      return toItem(key, countContaining(texts, text), {
        of: texts.length,
        filter: () => ({ column, op: 'contains', text }),
      });
    })
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1))
    .slice(0, TOP);
}

/**
 * The most frequent words, each with how many answers contain it (case and accents folded,
 * English stop words left out). The count is of answers containing the word as `contains`
 * finds it, so "app" also counts "apps".
 */
export function topWords(texts: readonly string[], column: ColumnRef): CountItem[] {
  const words = counter();
  for (const text of texts) new Set(wordsOf(text)).forEach((word) => words.add(word));
  return recounted(words.counts, texts, column);
}
