import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';
import { formatDateTime } from '@/lib/format-date';
import { comparableText } from '@/lib/comparable-text';
import { searchWords } from '@/lib/list-search';

// Between two answers, so that a search never matches across the end of one and the start of
// the next.
const SEPARATOR = '\u0001';

/** The words of a search, without case and accents; a response matches when it has every one. */
export function searchTerms(query: string): string[] {
  return searchWords(query);
}

// The shortest start of an id that finds it: ids are random letters and digits, so a word of
// a few letters ("vat") would otherwise find responses by chance.
const ID_PREFIX_MIN = 6;

/**
 * Whether a search word names this id: the whole id, or its start of 6 characters or more; never
 * a part inside it.
 */
function matchesId(id: string, term: string): boolean {
  const comparable = comparableText(id);
  return comparable === term || (term.length >= ID_PREFIX_MIN && comparable.startsWith(term));
}

/**
 * What a response can be found by: its id as a whole word (see `matchesId`), its date as the
 * table shows it and as the API sent it, and every answer as the table shows it (file names, amounts, choice texts), without case
 * and accents.
 * Built once per response and question list (in idle time as the responses load, see
 * use-view-rows.ts, or else on first search) and reused while both live.
 */
export function createSearchIndex(questions: readonly Question[], locale?: string) {
  const texts = new WeakMap<Submission, string>();
  const typeOf = new Map(questions.map((question) => [question.id, question.type]));

  const textOf = (row: Submission): string => {
    const known = texts.get(row);
    if (known !== undefined) return known;
    const parts = [row.created_at, formatDateTime(row.created_at)];
    // Every key, also one that matches no question: the submission view shows those too.
    for (const [key, value] of Object.entries(row.responses)) {
      parts.push(answerToText(typeOf.get(key) ?? '', value, locale));
    }
    const text = comparableText(parts.join(SEPARATOR));
    texts.set(row, text);
    return text;
  };

  return {
    textOf,
    /** The rows that contain every term, in their order (the same array for no term). */
    filter(rows: readonly Submission[], terms: readonly string[]): readonly Submission[] {
      if (terms.length === 0) return rows;
      return rows.filter((row) => {
        const text = textOf(row);
        return terms.every((term) => text.includes(term) || matchesId(row.id, term));
      });
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
