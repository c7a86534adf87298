import type { Question, Submission } from '@/api/schemas';
import { matchPerson, needleOf, type PersonQuery, searchedText } from './person-query';

/** One form's responses as the People page searches them. */
export type SearchedForm = {
  formId: string;
  formName: string;
  questions: readonly Question[];
  rows: readonly Submission[];
};

export type PersonMatch = {
  submission: Submission;
  /** The answers (question ids) in which the person was found. */
  matchedKeys: string[];
};

export type FormWithMatches = { formId: string; formName: string; matches: PersonMatch[] };

/** A form's rows as one searched text per kind of query, and where each row's part starts. */
type SearchIndex = { text: string; starts: number[] };

// Per list of rows (a set's rows are replaced, never changed): one native `indexOf` over a
// form's text finds the few candidates, instead of reading every answer of 100,000 responses
// for each search (docs/performance.md, People search).
const indexes = new WeakMap<readonly Submission[], Map<PersonQuery['kind'], SearchIndex>>();

function indexOf(rows: readonly Submission[], kind: PersonQuery['kind']): SearchIndex {
  let byKind = indexes.get(rows);
  if (!byKind) indexes.set(rows, (byKind = new Map()));
  let index = byKind.get(kind);
  if (!index) {
    const starts: number[] = [];
    let length = 0;
    const parts = rows.map((row) => {
      starts.push(length);
      const part = `${searchedText(kind, row.responses)}\u0000`;
      length += part.length;
      return part;
    });
    index = { text: parts.join(''), starts };
    byKind.set(kind, index);
  }
  return index;
}

/** The rows whose text holds the query's needle: every match is among them. */
function candidates(rows: readonly Submission[], query: PersonQuery): Submission[] {
  const { text, starts } = indexOf(rows, query.kind);
  const needle = needleOf(query);
  const found: Submission[] = [];
  for (let at = text.indexOf(needle); at !== -1;) {
    // The last row starting at or before the match.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    found.push(rows[low]!);
    const next = starts[low + 1];
    if (next === undefined) break;
    at = text.indexOf(needle, next);
  }
  return found;
}

/** Every submission in which the person is found, grouped by form in the order given. */
export function findPerson(query: PersonQuery, forms: readonly SearchedForm[]): FormWithMatches[] {
  const found: FormWithMatches[] = [];
  for (const { formId, formName, rows } of forms) {
    const matches: PersonMatch[] = [];
    for (const submission of candidates(rows, query)) {
      const matchedKeys = matchPerson(query, submission.responses);
      if (matchedKeys.length > 0) matches.push({ submission, matchedKeys });
    }
    if (matches.length > 0) found.push({ formId, formName, matches });
  }
  return found;
}

/** "Found in 3 forms: 7 submissions (2 partial)" as numbers. */
export function countFound(found: readonly FormWithMatches[]) {
  const submissions = found.flatMap((form) => form.matches.map((match) => match.submission));
  return {
    forms: found.length,
    submissions: submissions.length,
    partial: submissions.filter((submission) => submission.is_partial).length,
  };
}
