import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import { credentialsStore } from '@/api/credentials-store';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/routes';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { TEST_BASE_URL } from './sandbox-server';

type Options = { apiKey?: string | null };

/** The whole app at `path`, signed in with a sandbox key unless `apiKey` is null. */
export function renderApp(path: string, { apiKey = SANDBOX_KEYS.full }: Options = {}) {
  if (apiKey) credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey }, false);
  const queryClient = createQueryClient({ retry: false });
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  // Where the app is now, read the way the tests read a data router: `router.state.location`.
  const router = {
    get state() {
      if (!location) throw new Error('The app has not rendered yet');
      return { location };
    },
  };
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, router, queryClient };
}
