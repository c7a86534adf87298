import { useEffect, useSyncExternalStore } from 'react';
import type { ResponseSetSnapshot } from './response-set-store';
import { responseSets } from './response-sets';

/** How often a loaded set is checked for new responses while the tab is visible. */
const REFRESH_EVERY_MS = 60_000;

/** A form's response set as held now, without starting or refreshing it. */
export function useHeldResponseSet(formId: string): ResponseSetSnapshot | undefined {
  return useSyncExternalStore(responseSets.subscribe, () => responseSets.get(formId));
}

/**
 * A form's response set, loading in the background from the moment `enabled` turns true, and
 * kept fresh: on coming back to the form, when the tab is shown again, and every minute while
 * it is visible.
 */
export function useResponseSet(formId: string, enabled: boolean): ResponseSetSnapshot | undefined {
  const snapshot = useHeldResponseSet(formId);

  useEffect(() => {
    if (!enabled) return;
    responseSets.open(formId);
    const check = () => {
      if (document.visibilityState === 'visible') responseSets.refresh(formId);
    };
    const timer = setInterval(check, REFRESH_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [formId, enabled]);

  return snapshot;
}

/** What the page may do to a set: its controls, without reaching into the store. */
export const responseSetActions = {
  pause: (formId: string) => responseSets.pause(formId),
  resume: (formId: string) => responseSets.resume(formId),
  refresh: (formId: string) => responseSets.refresh(formId),
  showNew: (formId: string) => responseSets.showNew(formId),
  remove: (formId: string, ids: readonly string[]) => responseSets.remove(formId, ids),
  forget: (formId: string) => responseSets.forget(formId),
  /** The set's copy of one submission, if held: opening it from the table costs no request. */
  find: (formId: string, submissionId: string) => {
    const snapshot = responseSets.get(formId);
    const submission = snapshot?.rows.find((row) => row.id === submissionId);
    return snapshot && submission ? { questions: snapshot.questions, submission } : undefined;
  },
};
