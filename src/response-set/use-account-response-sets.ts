import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ResponseSetSnapshot } from './response-set-store';
import { responseSets } from './response-sets';
import { atMost } from '@/lib/at-most';

// Forms loading at once: the account's forms are read a few at a time, not all in one burst.
const LOADING_AT_ONCE = 2;

const isLoading = (snapshot: ResponseSetSnapshot | undefined) =>
  snapshot !== undefined && !snapshot.complete && snapshot.phase.kind !== 'failed';

/**
 * Every listed form's response set, loaded a few forms at a time with the same loader as a form's
 * own page (a form opened afterwards is already there), and in memory while the caller is
 * mounted. Undefined for a form not started yet.
 */
export function useAccountResponseSets(
  formIds: readonly string[],
): (ResponseSetSnapshot | undefined)[] {
  const key = formIds.join('\n');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('\n');
    const run = atMost(LOADING_AT_ONCE);
    const unmounted = new AbortController();
    const releases: Array<() => void> = [];
    // A form holds its place until its set is loaded or has failed.
    const load = (id: string) =>
      new Promise<void>((resolve) => {
        releases.push(responseSets.use(id));
        const settle = () => {
          if (isLoading(responseSets.get(id)) && !unmounted.signal.aborted) return;
          unsubscribe();
          resolve();
        };
        const unsubscribe = responseSets.subscribe(settle);
        unmounted.signal.addEventListener('abort', settle);
        settle();
      });
    // Each load ends by itself; one not started when the page unmounts never starts.
    for (const id of ids) run(() => load(id), unmounted.signal).catch(() => undefined);
    return () => {
      unmounted.abort();
      releases.forEach((release) => release());
    };
  }, [key]);

  // The same array while no set changed, as useSyncExternalStore requires.
  const last = useRef<(ResponseSetSnapshot | undefined)[]>([]);
  return useSyncExternalStore(responseSets.subscribe, () => {
    const now = formIds.map((id) => responseSets.get(id));
    const same =
      now.length === last.current.length && now.every((set, i) => set === last.current[i]);
    if (!same) last.current = now;
    return last.current;
  });
}
