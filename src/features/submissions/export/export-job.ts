import type { SubmissionFilter } from '@/contract/list-queries';
import { exportCodeIfLoaded, loadExportCode } from './export-code';
import type { ExportFormat } from './export-file';
import type { ExportProgress } from './fetch-all-submissions';

export type ExportJobState = {
  /** Pages and rows so far, published a few times a second: each update repaints the page. */
  progress: ExportProgress | null;
  /** Why the export stopped, unless the user cancelled it. */
  error: unknown;
};

/** A running export of every submission: its state for the progress dialog, its end, its cancel. */
export type ExportJob = {
  /** The file name and row count once the file is saved; rejects when it fails or is cancelled. */
  result: Promise<{ fileName: string; rows: number }>;
  /** Stops every request at once; nothing is saved. Does nothing once the export has ended. */
  cancel: () => void;
  /** For `useSyncExternalStore`. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ExportJobState;
};

const PROGRESS_EVERY_MS = 250;

/**
 * Starts an export of every submission for a filter the moment it is chosen: the first
 * requests leave while the progress dialog is still opening, which shows this job's state.
 */
export function startExportJob(options: {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  format: ExportFormat;
  expectedTotal: number | undefined;
}): ExportJob {
  const abort = new AbortController();
  const listeners = new Set<() => void>();
  let state: ExportJobState = { progress: null, error: null };
  let latest: ExportProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  const publish = (next: Partial<ExportJobState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  // The first update at once, then the latest one every PROGRESS_EVERY_MS at most. Throttled
  // here rather than in the dialog, so that a page's answer does not even re-render it.
  const onProgress = (progress: ExportProgress) => {
    latest = progress;
    if (timer !== undefined) return;
    publish({ progress });
    timer = setTimeout(() => {
      timer = undefined;
      if (latest && latest !== state.progress) onProgress(latest);
    }, PROGRESS_EVERY_MS);
  };

  const run = ({ fetchAndSaveAsFile }: NonNullable<ReturnType<typeof exportCodeIfLoaded>>) =>
    fetchAndSaveAsFile({ ...options, signal: abort.signal, onProgress });
  // With the code at hand, the first requests leave within this call.
  const loaded = exportCodeIfLoaded();
  const result = loaded ? run(loaded) : loadExportCode().then(run);
  const end = () => {
    ended = true;
    clearTimeout(timer);
  };
  // Registered first, so that the export counts as ended before anyone hears of its end.
  result.then(end, (error: unknown) => {
    end();
    if (!abort.signal.aborted) publish({ error });
  });

  return {
    result,
    cancel: () => {
      if (!ended) abort.abort(new DOMException('Export cancelled', 'AbortError'));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}
