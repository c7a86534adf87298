import type { Question, Submission, SubmissionFilter } from '../../../api/schemas';
import { buildExportTable } from './export-table';
import { type ExportProgress, fetchAllSubmissions } from './fetch-all-submissions';
import { exportFileName, toCsv, toJson } from './serialize';

export type ExportFormat = 'csv' | 'json';
type Form = { id: string; name: string };

function download(content: string, fileName: string, format: ExportFormat) {
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Serializes and downloads; returns the file name. */
export function exportRows(
  form: Form,
  questions: Question[],
  submissions: Submission[],
  format: ExportFormat,
  suffix: string,
  now = new Date(),
): string {
  const table = buildExportTable(questions, submissions);
  const content =
    format === 'csv'
      ? toCsv(table)
      : toJson(table, { form, filter: suffix, exportedAt: now.toISOString() });
  const fileName = exportFileName(form.name, suffix, now, format);
  download(content, fileName, format);
  return fileName;
}

/** Every submission of the form for a filter, fetched page by page, then downloaded. */
export async function exportAll(options: {
  form: Form;
  filter: SubmissionFilter;
  format: ExportFormat;
  expectedTotal: number | undefined;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}): Promise<{ fileName: string; rows: number }> {
  const { form, filter, format, expectedTotal, signal, onProgress } = options;
  const { questions, submissions } = await fetchAllSubmissions({
    formId: form.id,
    filter,
    signal,
    expectedTotal,
    onProgress,
  });
  signal.throwIfAborted();
  const fileName = exportRows(form, questions, submissions, format, `submissions-${filter}`);
  return { fileName, rows: submissions.length };
}
