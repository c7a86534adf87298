import { rejectsCurrentKey } from '@/api/authorized-request';
import { credentialsStore } from '@/api/credentials-store';
import { keepsResponsesOnDevice } from '@/lib/keep-responses-preference';
import { createDiskCopy, forgetStoredResponses } from './disk-copy';
import { fetchResponsePage } from './fetch-page';
import { createResponseSetStore } from './response-set-store';

/**
 * The response sets of this tab: in memory, for this key. Respondents' personal data never
 * outlives the key it was read with: sign out, a 401 and another key all wipe it. On disk only
 * when the owner turned on "Keep loaded responses on this device", under the key's fingerprint.
 */
export const responseSets = createResponseSetStore({
  fetchPage: fetchResponsePage,
  onUnauthorized: (error) => {
    if (rejectsCurrentKey(error)) credentialsStore.signOut('key-rejected');
  },
  disk: createDiskCopy({
    credentials: () => credentialsStore.get().credentials,
    enabled: keepsResponsesOnDevice,
  }),
});

// The credentials the response sets in memory were loaded with.
let setsOwner = credentialsStore.get().credentials;
credentialsStore.subscribe(() => {
  const { credentials } = credentialsStore.get();
  if (credentials === setsOwner) return;
  // Signing in after a reload, or again with the same key, is no change of key: the copy on disk
  // is that key's. Signing out, a 401 or another key forget it.
  const sameKey =
    credentials?.apiKey === setsOwner?.apiKey && credentials?.baseUrl === setsOwner?.baseUrl;
  if (setsOwner && !sameKey) void forgetStoredResponses();
  setsOwner = credentials;
  responseSets.wipe();
});
