import { useEffect, useSyncExternalStore } from 'react';
import type { ResponseSetSnapshot } from './response-set-store';
import { responseSets } from './response-sets';

/** How often a loaded set is checked for new responses while the tab is visible. */
const REFRESH_EVERY_MS = 60_000;

/** A form's response set as it is now, without starting or refreshing it. */
export function useCurrentResponseSet(formId: string): ResponseSetSnapshot | undefined {
  return useSyncExternalStore(responseSets.subscribe, () => responseSets.get(formId));
}

/**
 * Loads a form's response set in the background from the moment `enabled` turns true, and keeps
 * it fresh: on coming back to the form or to its browser tab (a read at most every 15 s), and
 * every minute while it is visible.
 */
export function useLoadResponseSet(formId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    responseSets.open(formId);
    const check = () => {
      if (document.visibilityState === 'visible') responseSets.refresh(formId);
    };
    // Shown again is coming back to the form: a read unless one was made in the last 15 s
    // (switching between browser tabs is not a request each time).
    const shown = () => {
      if (document.visibilityState === 'visible') responseSets.open(formId);
    };
    const timer = setInterval(check, REFRESH_EVERY_MS);
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [formId, enabled]);
}

/** A form's response set, loading and refreshed once `enabled` (see useLoadResponseSet). */
export function useResponseSet(formId: string, enabled: boolean): ResponseSetSnapshot | undefined {
  useLoadResponseSet(formId, enabled);
  return useCurrentResponseSet(formId);
}

/** What the page may do to a set: its controls, without reaching into the store. */
export const responseSetActions = {
  pause: (formId: string) => responseSets.pause(formId),
  resume: (formId: string) => responseSets.resume(formId),
  refresh: (formId: string) => responseSets.refresh(formId),
  showNew: (formId: string) => responseSets.showNew(formId),
  remove: (formId: string, ids: readonly string[]) => responseSets.remove(formId, ids),
  forget: (formId: string) => responseSets.forget(formId),
  /** The set's copy of one submission, if it has it: opening it from the table costs no request. */
  find: (formId: string, submissionId: string) => {
    const snapshot = responseSets.get(formId);
    const submission = snapshot?.rows.find((row) => row.id === submissionId);
    return snapshot && submission ? { questions: snapshot.questions, submission } : undefined;
  },
};
