import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { formatDateTime } from '@/lib/format-date';
import { foldText } from './fold';
import { createSieves, mayContain, probeOf, type Sieve } from './trigram-sieve';

// Between two answers, so that a search never matches across the end of one and the start of
// the next.
const SEPARATOR = '\u0001';

/** The words of a search, folded; a response matches when it contains every one. */
export function searchTerms(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((term) => term !== '');
}

/**
 * What a response can be found by: its id, its date as the table shows it and as the API sent
 * it, and every answer as the table shows it (file names, amounts, choice texts), folded.
 * Built once per response and question list (in idle time as the responses load, see
 * use-view-rows.ts, or else on first search) and kept while both live.
 */
export function createSearchIndex(questions: readonly Question[], locale?: string) {
  // A response's text and its trigram sieve (see trigram-sieve.ts).
  const entries = new WeakMap<Submission, { text: string; sieve: Sieve }>();
  const sieveOf = createSieves();
  const typeOf = new Map(questions.map((question) => [question.id, question.type]));

  const entryOf = (row: Submission): { text: string; sieve: Sieve } => {
    const known = entries.get(row);
    if (known !== undefined) return known;
    const parts = [row.id, row.created_at, formatDateTime(row.created_at)];
    // Every key, also one that matches no question: the submission view shows those too.
    for (const [key, value] of Object.entries(row.responses)) {
      parts.push(answerToText(typeOf.get(key) ?? '', value, locale));
    }
    const text = foldText(parts.join(SEPARATOR));
    const entry = { text, sieve: sieveOf(text) };
    entries.set(row, entry);
    return entry;
  };

  return {
    textOf: (row: Submission): string => entryOf(row).text,
    /** The rows that contain every term, in their order. */
    filter(rows: readonly Submission[], terms: readonly string[]): readonly Submission[] {
      // The same rows, not a copy: over 50,000 responses each copy is a large array for the
      // garbage collector, and a view change made several.
      if (terms.length === 0) return rows;
      const probe = probeOf(terms);
      return rows.filter((row) => {
        const { text, sieve } = entryOf(row);
        if (probe && !mayContain(sieve, probe)) return false;
        return terms.every((term) => text.includes(term));
      });
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
