import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { buildExportTable } from './export-table';
import { type ExportProgress, fetchAllSubmissions } from './fetch-all-submissions';
import { idleWriter } from './idle-writer';
import { csvWriter, type ExportWriter, exportFileName, jsonWriter } from './serialize';

// The export code: loaded on demand through export-code.ts, never imported directly by the page.

export type ExportFormat = 'csv' | 'json';
type Form = { id: string; name: string };
/** What a file is named and headed with, fixed when the export starts. */
type FileSpec = { form: Form; format: ExportFormat; suffix: string; now: Date };

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

function writerFor({ form, format, suffix, now }: FileSpec): ExportWriter {
  return format === 'csv'
    ? csvWriter()
    : jsonWriter({ form, filter: suffix, exportedAt: now.toISOString() });
}

/** Downloads the file; returns its name. */
function save(file: Blob, { form, format, suffix, now }: FileSpec): string {
  const fileName = exportFileName(form.name, suffix, now, format);
  download(file, fileName);
  return fileName;
}

/** Writes the given submissions (e.g. the selected ones) to a file and downloads it. */
export function saveRowsAsFile(
  form: Form,
  questions: Question[],
  submissions: Submission[],
  format: ExportFormat,
  suffix: string,
  now = new Date(),
): string {
  const spec = { form, format, suffix, now };
  const writer = writerFor(spec);
  writer.add(buildExportTable(questions, submissions));
  return save(writer.finish(), spec);
}

/**
 * Fetches every submission of the form for a filter, writes each page as it lands, and downloads
 * the file. Rejects, saving nothing, when a request fails for good or `signal` is aborted.
 */
export async function fetchAndSaveAsFile(options: {
  form: Form;
  filter: SubmissionFilter;
  format: ExportFormat;
  expectedTotal: number | undefined;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}): Promise<{ fileName: string; rows: number }> {
  const { form, filter, format, expectedTotal, signal, onProgress } = options;
  const spec = { form, format, suffix: `submissions-${filter}`, now: new Date() };
  // A page that cannot be written stops the requests too.
  const failed = new AbortController();
  const writer = idleWriter(writerFor(spec), (error) => failed.abort(error));
  try {
    const { submissions } = await fetchAllSubmissions({
      formId: form.id,
      filter,
      signal: AbortSignal.any([signal, failed.signal]),
      expectedTotal,
      onProgress,
      onRows: writer.add,
    });
    signal.throwIfAborted();
    return { fileName: save(writer.finish(), spec), rows: submissions.length };
  } finally {
    writer.discard();
  }
}
