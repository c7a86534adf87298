import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { credentialsStore } from '@/api/credentials-store';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { renderApp } from '@test/render-app';
import { apiRequests, server, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });
setupSandboxServer();

// Issue 38: signing out from People once said "The API no longer accepts this key". A request
// sent under a key that is no longer the session's must never sign the user out with a 401.

const KEY_REJECTED = /The API no longer accepts this key/;

/** Holds every GET matching `path` open until `release()`, then answers each with a 401. */
function holdThenReject(path: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${TEST_BASE_URL}/*`, async ({ request }) => {
      if (!path.test(new URL(request.url).pathname)) return undefined;
      await held;
      return HttpResponse.json({ error: ERROR_MESSAGES.unauthorized }, { status: 401 });
    }),
  );
  return () => act(() => release());
}

async function signOutFromMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

describe('a request under way when the user signs out', () => {
  it('on People, a 401 that arrives after signing out leaves "You are signed out"', async () => {
    const release = holdThenReject(/\/submissions$/);
    const { user } = renderApp('/people');
    await waitFor(() => expect(apiRequests('GET', /\/submissions$/).length).toBeGreaterThan(0));

    await signOutFromMenu(user);
    expect(await screen.findByLabelText(/^API key/)).toBeInTheDocument();
    const sent = apiRequests('GET', /\/submissions$/).length;
    await release();
    // Each held request has had its 401 by the next turn of the event loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(screen.queryByText(KEY_REJECTED)).not.toBeInTheDocument();
    expect(screen.getByText(/You are signed out/)).toBeInTheDocument();
    expect(credentialsStore.get().notice).toMatch(/You are signed out/);
    // Nothing was sent without a key after signing out.
    expect(apiRequests('GET', /\/submissions$/).length).toBe(sent);
  });

  it('a 401 to a request sent under the previous key does not sign out the next session', async () => {
    const release = holdThenReject(/\/forms$/);
    const { user } = renderApp('/forms');
    await waitFor(() => expect(apiRequests('GET', /\/forms$/).length).toBe(1));

    await signOutFromMenu(user);
    expect(await screen.findByText(/You are signed out/)).toBeInTheDocument();
    // Signed in again (here with the same key) before the old request's answer arrives; the
    // new session's requests reach the sandbox.
    server.resetHandlers();
    act(() =>
      credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false),
    );
    await release();

    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(credentialsStore.get().credentials).not.toBeNull();
    expect(screen.queryByText(KEY_REJECTED)).not.toBeInTheDocument();
  });
});
