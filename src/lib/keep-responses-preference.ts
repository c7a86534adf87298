import { readLocalStorageValue, useLocalStorage } from '@mantine/hooks';

// A choice about this device, not a secret: it lives with the other device preferences. Off
// unless the owner turns it on, because turning it on puts respondents' personal data on disk.
const KEY = 'formdeck.keepResponsesOnDevice';

/** Whether loaded responses are stored on this device (read at the moment of saving or loading). */
export function keepsResponsesOnDevice(): boolean {
  return readLocalStorageValue<unknown>({ key: KEY, defaultValue: false }) === true;
}

export function useKeepResponsesPreference(): [boolean, (keep: boolean) => void] {
  const [value, setValue] = useLocalStorage<unknown>({
    key: KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [value === true, setValue];
}
