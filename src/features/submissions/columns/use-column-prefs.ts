import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';
import { type ColumnPrefs, DEFAULT_PREFS, readPrefs } from './column-prefs';

/**
 * Column choice per form, stored on this device (not a secret: question ids and widths only).
 * Every user of one form's prefs (the page, the table) stays in step: Mantine's storage hook
 * tells the others of a change.
 */
export function useColumnPrefs(formId: string) {
  const [stored, setStored, remove] = useLocalStorage<unknown>({
    key: `formdeck.columns.${formId}`,
    defaultValue: DEFAULT_PREFS,
    getInitialValueInEffect: false,
  });
  // The same object while nothing changed, so that what is worked out from it is not redone.
  const prefs: ColumnPrefs = useMemo(() => readPrefs(stored), [stored]);
  return { prefs, setPrefs: setStored as (prefs: ColumnPrefs) => void, reset: remove };
}
