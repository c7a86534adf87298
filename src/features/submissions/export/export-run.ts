import type { SubmissionFilter } from '@/api/schemas';
import type { ExportProgress } from './fetch-all-submissions';
import { loadedRunExport, loadRunExport } from './load-run-export';
import type { ExportFormat } from './run-export';

export type ExportRunState = {
  /** Pages and rows so far, published a few times a second: each update repaints the page. */
  progress: ExportProgress | null;
  /** Why the export stopped, unless the user cancelled it. */
  error: unknown;
};

export type ExportRun = {
  /** The file name and row count once the file is saved; rejects when it fails or is cancelled. */
  result: Promise<{ fileName: string; rows: number }>;
  /** Stops every request at once; nothing is saved. Does nothing once the export has ended. */
  cancel: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ExportRunState;
};

const PROGRESS_EVERY_MS = 250;

/**
 * Starts an export of every submission for a filter the moment it is chosen: the first
 * requests leave while the progress dialog is still opening, which shows this run's state.
 */
export function startExport(options: {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  format: ExportFormat;
  expectedTotal: number | undefined;
}): ExportRun {
  const abort = new AbortController();
  const listeners = new Set<() => void>();
  let state: ExportRunState = { progress: null, error: null };
  let latest: ExportProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  const publish = (next: Partial<ExportRunState>) => {
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

  const run = ({ exportAll }: NonNullable<ReturnType<typeof loadedRunExport>>) =>
    exportAll({ ...options, signal: abort.signal, onProgress });
  // With the code at hand, the first requests leave within this call.
  const loaded = loadedRunExport();
  const result = loaded ? run(loaded) : loadRunExport().then(run);
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
