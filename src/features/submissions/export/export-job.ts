import { exportCodeIfLoaded, loadExportCode } from './export-code';
import type { ExportPause, ExportPlan, RunningExport, SavedFile } from './files/export-file';
import type { ExportProgress } from './fetch-all-submissions';

export type ExportJobState = {
  /** Pages and rows so far, published a few times a second: each update repaints the page. */
  progress: ExportProgress | null;
  /** Why requests wait (rate limit, offline, a failing API), while they do. */
  pause: ExportPause | null;
  /** Why the export stopped, unless the user stopped it. */
  error: unknown;
  /** The user stopped the export, which had fetched rows that can still be saved. */
  stopped: boolean;
  /** Rows fetched before the export failed or stopped, which `saveLoaded` saves. */
  loaded: number;
};

/** A running export: its state for the progress dialog, its end, its stop. */
export type ExportJob = {
  /** The file name and row count once the file is saved; rejects when it fails or is stopped. */
  result: Promise<SavedFile>;
  /** Stops every request at once; what was fetched stays for `saveLoaded`. No-op once ended. */
  cancel: () => void;
  /** After a failure or a stop: saves the rows fetched so far; null if there are none. */
  saveLoaded: () => SavedFile | null;
  /** Sends the requests again after the API failed again and again. */
  retry: () => void;
  /** For `useSyncExternalStore`. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ExportJobState;
};

const PROGRESS_EVERY_MS = 250;

/**
 * Starts an export the moment it is chosen: the first requests leave while the progress dialog
 * is still opening, which shows this job's state.
 */
export function startExportJob(plan: ExportPlan): ExportJob {
  const abort = new AbortController();
  const listeners = new Set<() => void>();
  let state: ExportJobState = {
    progress: null,
    pause: null,
    error: null,
    stopped: false,
    loaded: 0,
  };
  let latest: ExportProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let running: RunningExport | undefined;

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
  const onPause = (pause: ExportPause | null) => publish({ pause });

  const run = ({ startExport }: NonNullable<ReturnType<typeof exportCodeIfLoaded>>) => {
    running = startExport(plan, { signal: abort.signal, onProgress, onPause });
    return running.result;
  };
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
    const rows = running?.loaded() ?? 0;
    const progress = latest ?? state.progress;
    if (abort.signal.aborted) publish({ progress, pause: null, stopped: rows > 0, loaded: rows });
    else publish({ progress, pause: null, error, loaded: rows });
  });

  return {
    result,
    cancel: () => {
      if (!ended) abort.abort(new DOMException('Export cancelled', 'AbortError'));
    },
    saveLoaded: () => (ended ? (running?.saveLoaded() ?? null) : null),
    retry: () => running?.retry(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}
