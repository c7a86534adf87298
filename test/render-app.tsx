import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { credentialsStore } from '@/api/credentials-store';
// Loaded ahead: the forms page downloads it when idle, and an import still under way as a test
// file ends fails that file's run (its environment is gone).
import '@/features/forms/delete/form-delete-flow';
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
  let navigate: NavigateFunction | undefined;
  const entries: { type: NavigationType; search: string }[] = [];
  function LocationProbe() {
    location = useLocation();
    navigate = useNavigate();
    const type = useNavigationType();
    const { key, search } = location;
    useEffect(() => void entries.push({ type, search }), [key, type, search]);
    return null;
  }
  // Where the app is now, read the way the tests read a data router: `router.state.location`.
  const router = {
    get state() {
      if (!location) throw new Error('The app has not rendered yet');
      return { location };
    },
    /** Back (-1) or Forward (1) in the history, as the browser's buttons go. */
    go: (delta: number) => act(() => void navigate?.(delta)),
    /** Each navigation so far: how it entered the history (PUSH, REPLACE, POP), and its query. */
    entries,
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
