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
    setIds(on ? new Set(all) : new Set());
  }, []);
  const clear = useCallback(() => setIds(new Set()), []);
  return { ids, toggle, setAll, clear };
}
