import type { Question, Submission } from '@/api/schemas';
import { matchPerson, type PersonQuery } from './person-query';

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

/** Every submission in which the person is found, grouped by form in the order given. */
export function findPerson(query: PersonQuery, forms: readonly SearchedForm[]): FormWithMatches[] {
  const found: FormWithMatches[] = [];
  for (const { formId, formName, rows } of forms) {
    const matches: PersonMatch[] = [];
    for (const submission of rows) {
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
