import { useCallback, useState } from 'react';

/** A set of ids the user toggles: selected rows, revealed secrets. */
export function useIdSet() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const setAll = useCallback((all: string[], on: boolean) => {
    setIds((current) => (on ? new Set(all) : empty(current)));
  }, []);
  const remove = useCallback((gone: readonly string[]) => {
    setIds((current) => {
      if (!gone.some((id) => current.has(id))) return current;
      const next = new Set(current);
      for (const id of gone) next.delete(id);
      return next;
    });
  }, []);
  // The same set when it is empty already: React then skips the render (a cleared selection on
  // each view change re-rendered a whole page of rows a second time).
  const clear = useCallback(() => setIds(empty), []);
  return { ids, toggle, setAll, remove, clear };
}

const empty = (current: ReadonlySet<string>): ReadonlySet<string> =>
  current.size === 0 ? current : new Set();
