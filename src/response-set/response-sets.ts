import { credentialsStore, SESSION_ENDED_NOTICE } from '@/api/credentials-store';
import { fetchResponsePage } from './fetch-page';
import { createResponseSetStore } from './response-set-store';

/**
 * The response sets of this tab: in memory only, for this key. Respondents' personal data never
 * outlives the key it was read with: sign out, a 401 and another key all wipe it.
 */
export const responseSets = createResponseSetStore({
  fetchPage: fetchResponsePage,
  onUnauthorized: () => credentialsStore.signOut(SESSION_ENDED_NOTICE),
});

let heldFor = credentialsStore.get().credentials;
credentialsStore.subscribe(() => {
  const { credentials } = credentialsStore.get();
  if (credentials === heldFor) return;
  heldFor = credentials;
  responseSets.wipe();
});
