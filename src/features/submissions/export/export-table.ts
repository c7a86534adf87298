import type { Question, Submission } from '@/api/schemas';
import { answerToText } from '@/components/answers/answer-text';

export type ExportTable = { headers: string[]; rows: string[][] };

function uniqueHeaders(names: string[]): string[] {
  const counts = new Map<string, number>();
  return names.map((name) => {
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** Columns are the submission's id, time and status, then every question (deleted ones marked). */
export function buildExportTable(
  questions: Question[],
  submissions: Submission[],
  locale?: string,
): ExportTable {
  const headers = uniqueHeaders([
    'Submission ID',
    'Submitted at',
    'Status',
    ...questions.map((question) =>
      question.is_deleted ? `${question.name} (deleted question)` : question.name,
    ),
  ]);
  const rows = submissions.map((submission) => [
    submission.id,
    submission.created_at,
    submission.is_partial ? 'Partial' : 'Completed',
    ...questions.map((question) =>
      answerToText(
        question.type,
        Object.hasOwn(submission.responses, question.id)
          ? submission.responses[question.id]
          : undefined,
        locale,
      ),
    ),
  ]);
  return { headers, rows };
}
