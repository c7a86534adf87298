import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { LoadPhase } from '@/api/load-phase';
import { createPauseSwitch } from '@/api/pause-switch';
import { retryUntilDone } from '@/api/wait-policy';
import type { ResponseView } from '@/response-set/view';
import {
  type ExportProgress,
  fetchAllSubmissions,
} from '@/features/submissions/export/fetch-all-submissions';
import { idleWriter } from '@/features/submissions/export/idle-writer';
import { writeInChunks } from '@/features/submissions/export/write-in-chunks';
import {
  csvWriter,
  type ExportScope,
  type ExportWriter,
  jsonWriter,
  xlsxWriter,
} from './serialize';
import { downloadFile } from '@/lib/download-file';
import { datedFileName } from '@/lib/file-name';

// The export code: loaded on demand through export-code.ts, never imported directly by the page.

export type ExportFormat = 'csv' | 'xlsx' | 'json';
type Form = { id: string; name: string };
export type SavedFile = { fileName: string; rows: number };

/** Where the rows come from: the API, page by page, or the rows the page already holds. */
export type ExportSource =
  | { kind: 'fetch'; filter: SubmissionFilter; expectedTotal: number | undefined }
  | { kind: 'rows'; questions: readonly Question[]; rows: readonly Submission[] };

/** One export, fixed when it is chosen. */
export type ExportPlan = {
  form: Form;
  format: ExportFormat;
  scope: ExportScope;
  view: ResponseView;
  source: ExportSource;
  /** The zone of the CSV's and XLSX's times (the owner's, or UTC); JSON keeps the API's. */
  timeZone: string;
};

/** Why requests wait: rate-limited, offline, or failing until the user tries again. */
export type ExportPause = Exclude<
  LoadPhase,
  { kind: 'loading' | 'paused' | 'failed' | 'complete' }
>;

export type Callbacks = {
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  onPause: (pause: ExportPause | null) => void;
};

export type RunningExport = {
  /** The saved file; rejects when the export fails or is stopped. */
  result: Promise<SavedFile>;
  /** The rows fetched so far (0 for rows the page already holds). */
  loaded: () => number;
  /** Once the export has failed or stopped: saves the rows fetched so far, once; null if none. */
  saveLoaded: () => SavedFile | null;
  /** Sends the requests again after the API failed again and again. */
  retry: () => void;
};

function writerFor({ form, format, scope, view, timeZone }: ExportPlan, now: Date): ExportWriter {
  if (format === 'csv') return csvWriter(timeZone);
  if (format === 'xlsx') return xlsxWriter(timeZone);
  return jsonWriter({ form, scope, view, exportedAt: now.toISOString() });
}

const SUFFIX: Record<ExportScope, (tab: SubmissionFilter) => string> = {
  all: (tab) => `submissions-${tab}`,
  view: (tab) => `submissions-${tab}-view`,
  selected: () => 'selected-submissions',
};

/** Downloads the file (an XLSX once it is zipped); returns its name. */
function save(file: Blob | Promise<Blob>, plan: ExportPlan, now: Date, partial = false): string {
  const suffix = `${SUFFIX[plan.scope](plan.view.tab)}${partial ? '-partial' : ''}`;
  const fileName = datedFileName(plan.form.name, suffix, now, plan.format);
  if (file instanceof Blob) downloadFile(file, fileName);
  else void file.then((blob) => downloadFile(blob, fileName));
  return fileName;
}

/** Writes the selected rows, already on screen, and downloads the file at once. */
export function saveRowsAsFile(plan: ExportPlan & { source: { kind: 'rows' } }): SavedFile {
  const now = new Date();
  const writer = writerFor(plan, now);
  writer.add(plan.source.questions, plan.source.rows);
  return { fileName: save(writer.finish(), plan, now), rows: plan.source.rows.length };
}

/**
 * Writes an export to a file and downloads it: rows at hand a chunk at a time, or every
 * submission of a tab fetched page by page (each page written as it lands), waiting while the
 * API is rate-limited or the browser offline. What was fetched stays for `saveLoaded`.
 */
export function startExport(plan: ExportPlan, callbacks: Callbacks): RunningExport {
  const now = new Date();
  const { source } = plan;
  const { signal, onProgress, onPause } = callbacks;
  // A page that cannot be written stops the requests too.
  const failed = new AbortController();
  const writer = idleWriter(writerFor(plan, now), (error) => failed.abort(error));
  const pauseSwitch = createPauseSwitch();
  let saved = false;

  const run = async (): Promise<SavedFile> => {
    if (source.kind === 'rows') {
      const direct = writerFor(plan, now);
      await writeInChunks(direct, source.questions, source.rows, callbacks);
      return { fileName: save(await direct.finish(), plan, now), rows: source.rows.length };
    }
    const onPhase = (phase: LoadPhase) =>
      onPause(phase.kind === 'loading' ? null : (phase as ExportPause));
    const { submissions } = await fetchAllSubmissions({
      formId: plan.form.id,
      filter: source.filter,
      signal: AbortSignal.any([signal, failed.signal]),
      expectedTotal: source.expectedTotal,
      onProgress,
      onRows: writer.add,
      onError: retryUntilDone({ pauseSwitch, onPhase }),
    });
    signal.throwIfAborted();
    saved = true;
    return { fileName: save(await writer.finish(), plan, now), rows: submissions.length };
  };

  return {
    result: run(),
    loaded: () => (source.kind === 'fetch' ? writer.rows : 0),
    saveLoaded: () => {
      if (saved || source.kind === 'rows' || writer.rows === 0) return null;
      saved = true;
      const file = writer.finish({ complete: false });
      return { fileName: save(file, plan, now, true), rows: writer.rows };
    },
    retry: () => pauseSwitch.resume(),
  };
}
