import { useCallback, useEffect, useState } from 'react';
import { type StoredSummary, storedResponsesSummary } from '@/response-set/disk-copy';

export type StoredState =
  | { kind: 'reading' }
  /** The browser offers no IndexedDB (e.g. some private windows): nothing can be stored. */
  | { kind: 'unavailable' }
  /** `bytes`: the browser's estimate for all of Formdeck's storage, when it gives one. */
  | { kind: 'read'; summary: StoredSummary; bytes: number | null };

async function readStored(): Promise<StoredState> {
  const summary = await storedResponsesSummary();
  if (!summary) return { kind: 'unavailable' };
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return { kind: 'read', summary, bytes: estimate?.usage ?? null };
}

/** What this device keeps, read again after each change the page makes. */
export function useStoredSummary() {
  const [state, setState] = useState<StoredState>({ kind: 'reading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void readStored().then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [version]);
  const reread = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reread };
}
