import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { formatDateTime } from '@/lib/format-date';
import { foldText } from './fold';
import { createSieves, packMayContain, packSieves, probeOf, type Sieve } from './trigram-sieve';

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

  // Each list searched (a tab, a kept sort order) gets its texts and sieves in its own order at
  // its first search, so that the next searches over it (each pause in typing) read them in
  // sequence: looking 50,000 responses up, one by one, cost as much as sieving them. They go
  // with the list.
  const packs = new WeakMap<readonly Submission[], { texts: string[]; sieves: Int32Array }>();
  const packOf = (rows: readonly Submission[]) => {
    let pack = packs.get(rows);
    if (pack === undefined) {
      const entriesInOrder = rows.map(entryOf);
      pack = {
        texts: entriesInOrder.map((entry) => entry.text),
        sieves: packSieves(entriesInOrder.map((entry) => entry.sieve)),
      };
      packs.set(rows, pack);
    }
    return pack;
  };

  return {
    textOf: (row: Submission): string => entryOf(row).text,
    /** The rows that contain every term, in their order. */
    filter(rows: readonly Submission[], terms: readonly string[]): readonly Submission[] {
      // The same rows, not a copy: over 50,000 responses each copy is a large array for the
      // garbage collector, and a view change made several.
      if (terms.length === 0) return rows;
      const probe = probeOf(terms);
      const { texts, sieves } = packOf(rows);
      const found: Submission[] = [];
      for (let at = 0; at < rows.length; at += 1) {
        if (probe && !packMayContain(sieves, at, probe)) continue;
        const text = texts[at]!;
        if (terms.every((term) => text.includes(term))) found.push(rows[at]!);
      }
      return found;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
