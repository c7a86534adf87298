import { type ApiError, isApiError } from '@/api/api-error';
import { describeError } from '@/api/describe-error';
import type { Question, Submission } from '@/api/schemas';
import { walkPages } from '@/api/walk-pages';
import type { LoadPhase } from '@/api/load-phase';
import { createPauseSwitch } from '@/api/pause-switch';
import { retryUntilDone } from '@/api/wait-policy';
import type { SubmissionFilter } from '@/contract/list-queries';
import { type ResponsePage, PAGE_SIZE } from './fetch-page';
import type { DiskCopy } from './disk-copy';
import { checkForNew } from './refresh-check';

/** What the page reads of one form's response set. Replaced, never changed, on every update. */
export type ResponseSetSnapshot = {
  formId: string;
  /** `all` when the key may see partial submissions (one pass serves every tab), else `completed`. */
  scope: SubmissionFilter;
  questions: Question[];
  /** Newest first, each submission once. */
  rows: readonly Submission[];
  /** The API's last count for the scope: for display, never to end paging. */
  total: number | null;
  phase: LoadPhase;
  complete: boolean;
  /** New responses found by a refresh, shown when the user asks ("3 new responses"). */
  newRows: readonly Submission[];
  /** A full reload runs in the background; the rows on screen stay until it is done. */
  reloading: boolean;
  /** Shown from this device's copy, not yet checked against the API. */
  fromDevice: boolean;
};

export type FetchResponsePage = (
  formId: string,
  scope: SubmissionFilter,
  page: number,
  signal: AbortSignal,
) => Promise<ResponsePage>;

type Options = {
  fetchPage: FetchResponsePage;
  /** Forms in memory at once; the least recently opened is dropped first. */
  keep?: number;
  /** Time between progress updates, so a fast load does not redraw the page per answer. */
  notifyMs?: number;
  /** Told of a 401, which may answer a key signed out since the request was sent. */
  onUnauthorized?: (error: ApiError) => void;
  retry?: Partial<Parameters<typeof retryUntilDone>[0]>;
  /** Where complete sets are stored between visits, when the owner opted in. */
  disk?: DiskCopy;
};

type Entry = {
  snapshot: ResponseSetSnapshot;
  controller: AbortController;
  pauseSwitch: ReturnType<typeof createPauseSwitch>;
  totalBias: number;
  refreshing: boolean;
  /** When the set last agreed with the API (a load or a refresh ended). */
  checkedAt: number;
  /** Pages that need this set loaded (the People page needs every form's): never dropped. */
  users: number;
};

/** Coming back to a form within this time does not ask the API again. */
const RECHECK_AFTER_MS = 15_000;

// Every page carries the questions; keeping the same list while it does not change keeps what is
// derived from it (the search index) from being built again for every page.
function sameQuestions(a: readonly Question[], b: readonly Question[]): boolean {
  return (
    a.length === b.length &&
    a.every((question, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        question.id === other.id &&
        question.name === other.name &&
        question.type === other.type &&
        question.is_deleted === other.is_deleted
      );
    })
  );
}

export function createResponseSetStore(options: Options) {
  const { fetchPage, keep = 3, notifyMs = 100, onUnauthorized, disk } = options;
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const notifyNow = () => {
    clearTimeout(timer);
    timer = undefined;
    listeners.forEach((listener) => listener());
  };
  const notifySoon = () => {
    timer ??= setTimeout(notifyNow, notifyMs);
  };
  const update = (entry: Entry, patch: Partial<ResponseSetSnapshot>, soon = false) => {
    entry.snapshot = { ...entry.snapshot, ...patch };
    if (soon) notifySoon();
    else notifyNow();
  };
  const setPhase = (entry: Entry, phase: LoadPhase) =>
    // Going on after a wait must not hide that the user paused in the meantime.
    update(entry, {
      phase: phase.kind === 'loading' && entry.pauseSwitch.isPaused ? { kind: 'paused' } : phase,
    });

  const failed = (entry: Entry, error: unknown) => {
    if (entry.controller.signal.aborted) return;
    if (isApiError(error) && error.isUnauthorized) onUnauthorized?.(error);
    update(entry, {
      phase: { kind: 'failed', message: describeError(error) },
      reloading: false,
      fromDevice: false,
    });
  };

  /** A complete set goes to disk as it is now (the disk copy decides whether it is stored). */
  const persist = (entry: Entry) => {
    const { formId, scope, questions, rows, total, complete } = entry.snapshot;
    if (!complete || entry.controller.signal.aborted) return;
    disk?.save(formId, { scope, questions, rows, total, totalBias: entry.totalBias });
  };

  /** Every page of the scope, into `rows` (shown as they come) or into a fresh list (reload). */
  async function load(entry: Entry, mode: 'initial' | 'reload'): Promise<void> {
    const { formId } = entry.snapshot;
    const scope = entry.snapshot.scope;
    const rows: Submission[] = [];
    const seen = new Set<string>();
    let questions = entry.snapshot.questions;
    let total = 0;
    const signal = entry.controller.signal;
    await walkPages<Submission>({
      signal,
      pageSize: PAGE_SIZE,
      idOf: (item) => item.id,
      expectedTotal: entry.snapshot.total ?? undefined,
      fetchPage: async (page, requestSignal) => {
        await entry.pauseSwitch.untilResumed(requestSignal);
        const data = await fetchPage(formId, scope, page, requestSignal);
        questions = sameQuestions(questions, data.questions) ? questions : data.questions;
        return data;
      },
      onError: retryUntilDone({
        pauseSwitch: entry.pauseSwitch,
        onPhase: (phase) => setPhase(entry, phase),
        ...options.retry,
      }),
      onPage: (_page, data) => {
        total = data.total;
        // Pages may repeat or shift while submissions arrive: each submission is taken once.
        for (const item of data.items) if (!seen.has(item.id) && seen.add(item.id)) rows.push(item);
        if (mode === 'initial') update(entry, { rows: [...rows], questions, total }, true);
      },
    });
    entry.totalBias = total - rows.length;
    entry.checkedAt = Date.now();
    update(entry, {
      rows,
      questions,
      total,
      newRows: [],
      phase: { kind: 'complete' },
      complete: true,
      reloading: false,
      fromDevice: false,
    });
    persist(entry);
  }

  async function start(entry: Entry) {
    try {
      await load(entry, 'initial');
    } catch (error) {
      // A key without the partial permission: load the completed submissions alone.
      if (isApiError(error) && error.isForbidden && entry.snapshot.scope === 'all') {
        update(entry, { scope: 'completed', rows: [], total: null });
        return start(entry);
      }
      failed(entry, error);
    }
  }

  /** This device's copy, shown at once as complete, then checked like any loaded set. */
  async function begin(entry: Entry) {
    const stored = await disk?.load(entry.snapshot.formId).catch(() => undefined);
    if (entry.controller.signal.aborted) return;
    if (!stored) return start(entry);
    const { scope, questions, rows, total, totalBias } = stored;
    entry.totalBias = totalBias;
    const phase = { kind: 'complete' } as const;
    update(entry, { scope, questions, rows, total, phase, complete: true, fromDevice: true });
    await refresh(entry);
  }

  async function reload(entry: Entry) {
    if (entry.snapshot.reloading) return;
    update(entry, { reloading: true });
    try {
      await load(entry, 'reload');
    } catch (error) {
      failed(entry, error);
    }
  }

  async function refresh(entry: Entry) {
    const { snapshot } = entry;
    if (!snapshot.complete || snapshot.reloading || entry.refreshing) return;
    entry.refreshing = true;
    const loaded = new Set([...snapshot.newRows, ...snapshot.rows].map((row) => row.id));
    try {
      const result = await checkForNew(
        (page) => fetchPage(snapshot.formId, snapshot.scope, page, entry.controller.signal),
        {
          newest: snapshot.newRows[0] ?? snapshot.rows[0],
          has: (id) => loaded.has(id),
          count: loaded.size,
          totalBias: entry.totalBias,
        },
      );
      entry.checkedAt = Date.now();
      if (result.kind === 'reload') void reload(entry);
      else if (result.rows.length > 0) {
        const { newRows } = entry.snapshot;
        update(entry, {
          newRows: [...result.rows, ...newRows],
          questions: result.questions,
          total: result.total,
        });
      }
    } catch (error) {
      // A refresh that fails leaves what is loaded as it is; the next one tries again.
      if (isApiError(error) && error.isUnauthorized) onUnauthorized?.(error);
    } finally {
      entry.refreshing = false;
      // A reload that started clears it when done; anything else ends the check of the copy.
      if (entry.snapshot.fromDevice && !entry.snapshot.reloading) {
        update(entry, { fromDevice: false });
      }
    }
  }

  function drop(formId: string) {
    entries.get(formId)?.controller.abort();
    entries.delete(formId);
  }

  /** Beyond `keep`, the least recently opened sets that no page uses are dropped. */
  function trim(opened: Entry) {
    const unused = [...entries.values()].filter((entry) => entry.users === 0 && entry !== opened);
    for (const entry of unused) {
      if (entries.size <= keep) return;
      drop(entry.snapshot.formId);
    }
  }

  /** Starts loading a form's responses, or checks for new ones if they are loaded. */
  function open(formId: string) {
    const known = entries.get(formId);
    if (known) {
      // The most recently opened form is the last one dropped.
      entries.delete(formId);
      entries.set(formId, known);
      if (Date.now() - known.checkedAt > RECHECK_AFTER_MS) void refresh(known);
      return;
    }
    const entry: Entry = {
      snapshot: {
        formId,
        scope: 'all',
        questions: [],
        rows: [],
        total: null,
        phase: { kind: 'loading' },
        complete: false,
        newRows: [],
        reloading: false,
        fromDevice: false,
      },
      controller: new AbortController(),
      pauseSwitch: createPauseSwitch(),
      totalBias: 0,
      refreshing: false,
      checkedAt: 0,
      users: 0,
    };
    entries.set(formId, entry);
    trim(entry);
    void (disk ? begin(entry) : start(entry));
    notifyNow();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (formId: string): ResponseSetSnapshot | undefined => entries.get(formId)?.snapshot,
    open,
    /**
     * Opens a form's set and keeps it in memory until the returned function is called: a page
     * that needs many forms at once (the People page) is not undone by the `keep` limit.
     */
    use(formId: string): () => void {
      open(formId);
      const entry = entries.get(formId)!;
      entry.users += 1;
      let used = true;
      return () => {
        if (!used) return;
        used = false;
        entry.users -= 1;
      };
    },
    refresh(formId: string) {
      const entry = entries.get(formId);
      if (entry) void refresh(entry);
    },
    pause(formId: string) {
      const entry = entries.get(formId);
      if (!entry || entry.snapshot.complete) return;
      entry.pauseSwitch.pause();
      update(entry, { phase: { kind: 'paused' } });
    },
    resume(formId: string) {
      const entry = entries.get(formId);
      if (!entry) return;
      if (entry.snapshot.phase.kind === 'failed') {
        update(entry, { phase: { kind: 'loading' } });
        void (entry.snapshot.complete ? reload(entry) : start(entry));
        return;
      }
      entry.pauseSwitch.resume();
      update(entry, { phase: { kind: 'loading' } });
    },
    /** Moves the responses found by a refresh into the rows. */
    showNew(formId: string) {
      const entry = entries.get(formId);
      if (!entry || entry.snapshot.newRows.length === 0) return;
      const { newRows, rows } = entry.snapshot;
      update(entry, { rows: [...newRows, ...rows], newRows: [] });
      persist(entry);
    },
    /** Deleted in Formdeck: gone from the set at once. */
    remove(formId: string, ids: readonly string[]) {
      const entry = entries.get(formId);
      if (!entry) return;
      const gone = new Set(ids);
      const keepRow = (row: Submission) => !gone.has(row.id);
      const { rows, newRows, total } = entry.snapshot;
      const removed = rows.length + newRows.length;
      const nextRows = rows.filter(keepRow);
      const nextNew = newRows.filter(keepRow);
      const count = removed - nextRows.length - nextNew.length;
      update(entry, {
        rows: nextRows,
        newRows: nextNew,
        total: total === null ? null : total - count,
      });
      persist(entry);
    },
    /** Forgets one form (e.g. it was deleted). */
    forget(formId: string) {
      drop(formId);
      disk?.forget(formId);
      notifyNow();
    },
    /** Forgets everything: sign out, a 401, another key. */
    wipe() {
      for (const formId of [...entries.keys()]) drop(formId);
      notifyNow();
    },
  };
}

export type ResponseSetStore = ReturnType<typeof createResponseSetStore>;
