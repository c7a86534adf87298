import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { credentialsStore } from './api/credentials-store';
import { App } from './app/app';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { installDefaultTrustedTypesPolicy } from './config/trusted-types';
import { prepareApi } from './lib/sandbox-connection';

installDefaultTrustedTypesPolicy();

const remembered = credentialsStore.get().credentials;
// A reload with a remembered sandbox key must have the sandbox running before the first query.
if (remembered) await prepareApi(remembered.baseUrl).catch(() => undefined);

const queryClient = createQueryClient();
// A new tab opened from a signed-in one is signed in too; a sign-out anywhere signs out here.
credentialsStore.joinOtherTabs({
  prepare: prepareApi,
  // The tab that signed out has already stopped the sandbox's worker and forgotten the disk copy.
  onSignedOutElsewhere: () => queryClient.clear(),
});
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <App />
    </AppProviders>
  </StrictMode>,
);
