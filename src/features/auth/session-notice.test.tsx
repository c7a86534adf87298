import { screen } from '@testing-library/react';
import { credentialsStore } from '@/api/credentials-store';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { renderApp } from '@test/render-app';
import { setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

setupSandboxServer();

const NOT_REMEMBERED = /your key was kept in memory only, so you are signed out/;

/** What a reload does to the store: memory is gone, sessionStorage stays. */
function reloadPage(unmount: () => void) {
  unmount();
  credentialsStore.reload();
}

describe('key entry: the session explains itself', () => {
  it('a reload without "Remember" returns to key entry saying why and how to stay signed in', async () => {
    const { unmount } = renderApp('/forms');
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    // The tab keeps a flag that it was signed in, never the key.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(SANDBOX_KEYS.full);

    reloadPage(unmount);
    const { router } = renderApp('/forms', { apiKey: null });
    const notice = (await screen.findByText(NOT_REMEMBERED)).closest('[role="status"]');
    expect(notice).toHaveTextContent('Stay signed in when this tab reloads');
    expect(screen.getByLabelText(/^API key/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('with "Remember" a reload stays signed in; after signing out a reload says nothing', async () => {
    const first = renderApp('/forms', { apiKey: null });
    await first.user.type(await screen.findByLabelText(/^API base URL/), TEST_BASE_URL);
    await first.user.type(screen.getByLabelText(/^API key/), SANDBOX_KEYS.full);
    await first.user.click(
      screen.getByRole('checkbox', { name: /Stay signed in when this tab reloads/ }),
    );
    await first.user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();

    reloadPage(first.unmount);
    const second = renderApp('/forms', { apiKey: null });
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();

    credentialsStore.signOut();
    reloadPage(second.unmount);
    renderApp('/forms', { apiKey: null });
    expect(await screen.findByLabelText(/^API key/)).toBeInTheDocument();
    expect(screen.queryByText(NOT_REMEMBERED)).not.toBeInTheDocument();
  });
});
