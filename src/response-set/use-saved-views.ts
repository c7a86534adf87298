import { useLocalStorage } from '@mantine/hooks';
import { savedViewsKey } from '@/lib/saved-views-storage';
import { readSavedViews, type SavedView } from './saved-views';

/** A form's saved views on this device, in the preferences store beside its column choice. */
export function useSavedViews(formId: string) {
  const [stored, setStored] = useLocalStorage<unknown>({
    key: savedViewsKey(formId),
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const views = readSavedViews(stored);
  return { views, setViews: setStored as (views: SavedView[]) => void };
}
