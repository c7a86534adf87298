import type { Question, Submission } from '@/api/schemas';
import { answerFor } from '@/features/submissions/answer-for';
import { answerCells, EXTRA_COLUMNS, textCell } from './csv-cells';
import { submittedHeader, zonedTimeText } from './export-time-zone';

export type ExportTable = { headers: string[]; rows: string[][] };

/** The first columns of a CSV or XLSX, before the questions'; times are in `timeZone`. */
const firstHeaders = (timeZone: string) => ['Submission ID', submittedHeader(timeZone), 'Status'];
const FIRST_COLUMNS = 3;

/** Names made unique in order: the second "Status" becomes "Status (2)". */
function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let count = 2; taken.has(unique); count += 1) unique = `${name} (${count})`;
    taken.add(unique);
    return unique;
  });
}

/** Each question's CSV headers, in order: its name (made unique), then its extra columns. */
export function questionHeaders(questions: readonly Question[]): string[][] {
  const names = uniqueNames([
    ...firstHeaders('UTC'),
    ...questions.map((question) =>
      question.is_deleted ? `${question.name} (deleted question)` : question.name,
    ),
  ]).slice(FIRST_COLUMNS);
  return questions.map((question, index) => {
    const name = names[index] ?? question.name;
    return [name, ...(EXTRA_COLUMNS[question.type] ?? []).map((extra) => `${name} (${extra})`)];
  });
}

/** The headers of a CSV or XLSX: id, time and status, then each question's column(s). */
export const exportHeaders = (questions: readonly Question[], timeZone: string) => [
  ...firstHeaders(timeZone),
  ...questionHeaders(questions).flat(),
];

/** The CSV's cells: id, time (in `timeZone`) and status, then each question's column(s); formula-safe. */
export function buildExportTable(
  questions: readonly Question[],
  submissions: readonly Submission[],
  timeZone: string,
): ExportTable {
  const headers = exportHeaders(questions, timeZone).map(textCell);
  const rows = submissions.map((submission) => [
    textCell(submission.id),
    zonedTimeText(submission.created_at, timeZone) ?? textCell(submission.created_at),
    submission.is_partial ? 'Partial' : 'Completed',
    ...questions.flatMap((question) =>
      answerCells(question.type, answerFor(submission, question.id)),
    ),
  ]);
  return { headers, rows };
}

/**
 * One submission in the JSON: the API's values, answers keyed by question id. With `keepOther`,
 * keys that are no question's id (answers to questions the form no longer lists) go in columns of their own.
 */
export function jsonSubmission(
  questions: readonly Question[],
  submission: Submission,
  keepOther: boolean,
) {
  const ids = new Set(questions.map((question) => question.id));
  // Own keys only, `__proto__` included, without touching any prototype.
  const entries = Object.entries(submission.responses);
  const other = keepOther ? entries.filter(([key]) => !ids.has(key)) : [];
  return {
    id: submission.id,
    created_at: submission.created_at,
    is_partial: submission.is_partial,
    answers: Object.fromEntries(
      questions
        .filter((question) => Object.hasOwn(submission.responses, question.id))
        .map((question) => [question.id, submission.responses[question.id]]),
    ),
    ...(other.length > 0 && { other_answers: Object.fromEntries(other) }),
  };
}

/** The JSON's list of questions, which says which CSV column each one is. */
export function jsonQuestions(questions: readonly Question[]) {
  const headers = questionHeaders(questions);
  return questions.map((question, index) => ({
    id: question.id,
    name: question.name,
    type: question.type,
    deleted: question.is_deleted,
    csv_columns: headers[index] ?? [],
  }));
}
