import { act, configure, screen, within } from '@testing-library/react';
import { credentialsStore } from '@/api/credentials-store';
import { connectTabs, TAB_SESSION_CHANNEL } from '@/api/tab-session';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { renderApp } from '@test/render-app';
import { requests, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });
setupSandboxServer();

// Issue 38: any script of the origin can answer a new tab's question. A key for an API other
// than the one this browser remembers is never used without showing that API and asking.

const REMEMBERED = 'https://forms.example.com/v1';

it('a new tab offered a key for another API shows both addresses and signs in only when told', async () => {
  window.localStorage.setItem('formdeck.baseUrl', REMEMBERED);
  // A signed-in tab of the same origin, for the sandbox's API.
  const other = connectTabs({
    channel: new BroadcastChannel(TAB_SESSION_CHANNEL),
    current: () => ({
      credentials: { baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full },
      remember: false,
    }),
    onSignOut: () => undefined,
  });
  try {
    const { user } = renderApp('/forms', { apiKey: null });
    act(() =>
      credentialsStore.joinOtherTabs({
        prepare: () => Promise.resolve(),
        onSignedOutElsewhere: () => undefined,
      }),
    );

    const offer = await screen.findByRole('region', { name: 'Sign in to another API?' });
    expect(within(offer).getByText(TEST_BASE_URL)).toBeInTheDocument();
    expect(within(offer).getByText(REMEMBERED)).toBeInTheDocument();
    // Nothing is signed in, nothing sent, until the user says so.
    expect(credentialsStore.get().credentials).toBeNull();
    expect(requests).toEqual([]);
    expect(screen.queryByLabelText(/^API key/)).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Sign in to this API' }));
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    expect(credentialsStore.get().credentials?.baseUrl).toBe(TEST_BASE_URL);
    // The user chose this API: it is the one this browser remembers now.
    expect(window.localStorage.getItem('formdeck.baseUrl')).toBe(TEST_BASE_URL);
  } finally {
    other.close();
    window.localStorage.clear();
  }
});
