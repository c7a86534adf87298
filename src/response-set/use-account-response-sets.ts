import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ResponseSetSnapshot } from './response-set-store';
import { responseSets } from './response-sets';

// Forms loading at once: the account's forms are read a few at a time, not all in one burst.
const LOADING_AT_ONCE = 2;

const isLoading = (snapshot: ResponseSetSnapshot | undefined) =>
  snapshot !== undefined && !snapshot.complete && snapshot.phase.kind !== 'failed';

/**
 * Every listed form's response set, loaded a few forms at a time with the same loader as a form's
 * own page (a form opened afterwards is already there), and kept in memory while the caller is
 * mounted. Undefined for a form not started yet.
 */
export function useAccountResponseSets(
  formIds: readonly string[],
): (ResponseSetSnapshot | undefined)[] {
  const key = formIds.join('\n');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('\n');
    const releases: Array<() => void> = [];
    let next = 0;
    let starting = false;
    const startMore = () => {
      // Opening a set tells the listeners at once, this one included.
      if (starting) return;
      starting = true;
      const loading = ids.slice(0, next).filter((id) => isLoading(responseSets.get(id))).length;
      for (let free = LOADING_AT_ONCE - loading; free > 0 && next < ids.length; free--) {
        releases.push(responseSets.use(ids[next++]!));
      }
      starting = false;
    };
    const unsubscribe = responseSets.subscribe(startMore);
    startMore();
    return () => {
      unsubscribe();
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
