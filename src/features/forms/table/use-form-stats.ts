import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type FormStats, formStatsQueries } from '@/api/form-stats';

export type FormStatsState = { stats: FormStats | undefined; failed: boolean };

type Entry = { state: FormStatsState; status: string | undefined; updatedAt: number };

/**
 * Follows the query cache for the forms' stats reads. Each cache event concerns one query: it is
 * matched to its form by the query's hash and updates that form's entry alone, so the work per
 * count that lands is the same for 5 forms or 500 (reading every form's state on each event made
 * 500 forms cost minutes of main thread).
 */
/** How long counts that land are gathered before their rows are redrawn. */
const FLUSH_MS = 150;

function createStatsWatch(queryClient: QueryClient) {
  const formOfHash = new Map<string, string>();
  const entries = new Map<string, Entry>();
  const formListeners = new Map<string, Set<() => void>>();
  const allListeners = new Set<() => void>();
  let version = 0;
  // Counts that landed since the last redraw: the rows are redrawn together, a few times a
  // second, rather than one browser frame (a layout and paint of the whole table) per count.
  const changed = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    flushTimer = undefined;
    const formIds = [...changed];
    changed.clear();
    version += 1;
    for (const formId of formIds) formListeners.get(formId)?.forEach((listener) => listener());
    allListeners.forEach((listener) => listener());
  };

  const read = (formId: string): Entry => {
    const { queryKey, select } = formStatsQueries.stats(formId);
    const query = queryClient.getQueryState(queryKey);
    const stats = query?.data && select ? select(query.data) : undefined;
    return {
      state: { stats, failed: query?.status === 'error' && !stats },
      status: query?.status,
      updatedAt: Math.max(query?.dataUpdatedAt ?? 0, query?.errorUpdatedAt ?? 0),
    };
  };

  const entry = (formId: string): Entry => {
    let known = entries.get(formId);
    if (!known) {
      known = read(formId);
      entries.set(formId, known);
    }
    return known;
  };

  queryClient.getQueryCache().subscribe((event) => {
    const formId = formOfHash.get(event.query.queryHash);
    if (formId === undefined || !entries.has(formId)) return;
    const before = entries.get(formId);
    const now = read(formId);
    if (before && before.status === now.status && before.updatedAt === now.updatedAt) return;
    entries.set(formId, now);
    changed.add(formId);
    flushTimer ??= setTimeout(flush, FLUSH_MS);
  });

  return {
    /** Makes the cache's events about these forms' reads recognisable. */
    track(formIds: readonly string[]) {
      for (const formId of formIds) {
        formOfHash.set(hashKey(formStatsQueries.stats(formId).queryKey), formId);
      }
    },
    get: (formId: string) => entry(formId).state,
    subscribeTo(formId: string, listener: () => void) {
      let listeners = formListeners.get(formId);
      if (!listeners) formListeners.set(formId, (listeners = new Set()));
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribeAll(listener: () => void) {
      allListeners.add(listener);
      return () => void allListeners.delete(listener);
    },
    get version() {
      return version;
    },
  };
}

type StatsWatch = ReturnType<typeof createStatsWatch>;
const watches = new WeakMap<QueryClient, StatsWatch>();

function useStatsWatch(): StatsWatch {
  const queryClient = useQueryClient();
  let watch = watches.get(queryClient);
  if (!watch) {
    watch = createStatsWatch(queryClient);
    watches.set(queryClient, watch);
  }
  return watch;
}

const noSubscription = () => () => {};

/**
 * Starts the response count and latest response reads of the forms on screen; the reads queue
 * behind one another (see `formStatsQueries`), so the list shows first and the numbers fill in,
 * each in its own row (`useFormStatsOf`). The page itself follows every count only while it
 * sorts by them (`followAll`).
 *
 * Not `useQueries`: its observer code would sit on both first screens (the framework file) for
 * one table.
 */
export function useFormStats(
  formIds: readonly string[],
  followAll: boolean,
): (formId: string) => FormStats | undefined {
  const queryClient = useQueryClient();
  const watch = useStatsWatch();
  const ids = formIds.join('\n');

  useMemo(() => watch.track(ids ? ids.split('\n') : []), [watch, ids]);
  useEffect(() => {
    for (const formId of ids ? ids.split('\n') : []) {
      void queryClient.prefetchQuery(formStatsQueries.stats(formId));
    }
  }, [queryClient, ids]);

  const version = useSyncExternalStore(followAll ? watch.subscribeAll : noSubscription, () =>
    followAll ? watch.version : 0,
  );
  return useCallback(
    (formId: string) => {
      void version;
      return watch.get(formId).stats;
    },
    [watch, version],
  );
}

/** One form's count and latest response, redrawn when its own read lands. */
export function useFormStatsOf(formId: string): FormStatsState {
  const watch = useStatsWatch();
  const subscribe = useCallback(
    (listener: () => void) => watch.subscribeTo(formId, listener),
    [watch, formId],
  );
  return useSyncExternalStore(subscribe, () => watch.get(formId));
}
