import type { Question, Submission } from '@/api/schemas';
import { type Contacts, contactsOf } from './person-contacts';
import { comparePerson, needleOf, type PersonQuery, searchedText } from './person-query';

/** One form's responses as the People page searches them. */
export type SearchedForm = {
  formId: string;
  formName: string;
  questions: readonly Question[];
  rows: readonly Submission[];
};

export type PersonMatch = {
  submission: Submission;
  /** The answers (question ids) in which the person, or what is similar, was found. */
  matchedKeys: string[];
  /** The respondent's e-mail addresses and phone numbers in this submission. */
  contacts: Contacts;
};

export type FormWithMatches = { formId: string; formName: string; matches: PersonMatch[] };

/** The person's submissions, and apart those that only hold something similar. */
export type PersonFound = { person: FormWithMatches[]; similar: FormWithMatches[] };

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

/** The rows whose text holds the query's needle: every match, and every similar one, is among them. */
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

/**
 * Every submission in which the person is found, grouped by form in the order given; apart, the
 * ones holding only something similar (person-query.ts says which is which).
 */
export function findPerson(query: PersonQuery, forms: readonly SearchedForm[]): PersonFound {
  const found: PersonFound = { person: [], similar: [] };
  for (const { formId, formName, questions, rows } of forms) {
    const person: PersonMatch[] = [];
    const similar: PersonMatch[] = [];
    for (const submission of candidates(rows, query)) {
      const match = comparePerson(query, submission.responses);
      if (!match) continue;
      (match.how === 'person' ? person : similar).push({
        submission,
        matchedKeys: match.keys,
        contacts: contactsOf(questions, submission.responses),
      });
    }
    if (person.length > 0) found.person.push({ formId, formName, matches: person });
    if (similar.length > 0) found.similar.push({ formId, formName, matches: similar });
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
