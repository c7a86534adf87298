import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { credentialsStore } from '../src/api/credentials-store';
import { AppProviders } from '../src/app/app-providers';
import { createQueryClient } from '../src/app/query-client';
import { routes } from '../src/app/routes';
import { SANDBOX_KEYS } from '../src/sandbox/keys';
import { TEST_BASE_URL } from './sandbox-server';

type Options = { apiKey?: string | null };

/** The whole app at `path`, signed in with a sandbox key unless `apiKey` is null. */
export function renderApp(path: string, { apiKey = SANDBOX_KEYS.full }: Options = {}) {
  if (apiKey) credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey }, false);
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, user, router, queryClient };
}
