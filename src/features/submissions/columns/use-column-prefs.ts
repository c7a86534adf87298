import { useLocalStorage } from '@mantine/hooks';
import { type ColumnPrefs, DEFAULT_PREFS, readPrefs } from './column-prefs';

/** Column choice per form, kept on this device (not a secret: question ids only). */
export function useColumnPrefs(formId: string) {
  const [stored, setStored, remove] = useLocalStorage<unknown>({
    key: `formdeck.columns.${formId}`,
    defaultValue: DEFAULT_PREFS,
    getInitialValueInEffect: false,
  });
  const prefs: ColumnPrefs = readPrefs(stored);
  return { prefs, setPrefs: setStored as (prefs: ColumnPrefs) => void, reset: remove };
}
