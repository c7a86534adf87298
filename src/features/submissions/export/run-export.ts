import type { Question, Submission, SubmissionFilter } from '@/api/schemas';
import { buildExportTable } from './export-table';
import { type ExportProgress, fetchAllSubmissions } from './fetch-all-submissions';
import { csvWriter, type ExportWriter, exportFileName, jsonWriter } from './serialize';

export type ExportFormat = 'csv' | 'json';
type Form = { id: string; name: string };

function download(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
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

function writerFor(format: ExportFormat, form: Form, suffix: string, now: Date): ExportWriter {
  return format === 'csv'
    ? csvWriter()
    : jsonWriter({ form, filter: suffix, exportedAt: now.toISOString() });
}

function save(writer: ExportWriter, form: Form, suffix: string, now: Date, format: ExportFormat) {
  const fileName = exportFileName(form.name, suffix, now, format);
  download(writer.finish(), fileName);
  return fileName;
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
  const writer = writerFor(format, form, suffix, now);
  writer.add(buildExportTable(questions, submissions));
  return save(writer, form, suffix, now, format);
}

/**
 * Every submission of the form for a filter, fetched page by page and written as each page
 * lands, then downloaded.
 */
export async function exportAll(options: {
  form: Form;
  filter: SubmissionFilter;
  format: ExportFormat;
  expectedTotal: number | undefined;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}): Promise<{ fileName: string; rows: number }> {
  const { form, filter, format, expectedTotal, signal, onProgress } = options;
  const now = new Date();
  const suffix = `submissions-${filter}`;
  const writer = writerFor(format, form, suffix, now);
  const { submissions } = await fetchAllSubmissions({
    formId: form.id,
    filter,
    signal,
    expectedTotal,
    onProgress,
    onRows: (questions, rows) => writer.add(buildExportTable(questions, rows)),
  });
  signal.throwIfAborted();
  return { fileName: save(writer, form, suffix, now, format), rows: submissions.length };
}
