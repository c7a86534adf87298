import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { credentialsStore } from '@/api/credentials-store';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  requests,
  server,
  TEST_BASE_URL,
  setupSandboxServer,
} from '@test/sandbox-server';

setupSandboxServer();

describe('key entry', () => {
  it('a deep link asks for the key; "Use the sandbox" gets in and returns to the page', async () => {
    const { user, router } = renderApp('/webhooks?page=1', { apiKey: null });
    // The real deployment comes first: the field is not the sandbox's address.
    expect(await screen.findByLabelText(/^API base URL/)).toHaveValue('');
    expect(screen.getAllByRole('button', { name: /sandbox/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Use the sandbox' }));

    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/webhooks');
    expect(
      await screen.findByRole('button', {
        name: 'Account menu for maria.keller@northwind.example',
      }),
    ).toBeInTheDocument();
    const me = apiRequests('GET', '/users/me');
    expect(me[0]?.authorization).toBe(`Bearer ${SANDBOX_KEYS.full}`);
    expect(requests.every((request) => !request.url.href.includes(SANDBOX_KEYS.full))).toBe(true);
    expect(router.state.location.search).not.toContain(SANDBOX_KEYS.full);
    // Every page then says that this is the sandbox.
    expect(screen.getByText('Sandbox', { selector: '.mantine-Badge-label' })).toBeVisible();
  });

  it('the sandbox is offered once, its two keys explained; the chosen key is the one used', async () => {
    const { user } = renderApp('/forms', { apiKey: null });
    const sandbox = await screen.findByRole('region', { name: 'No account? Try the sandbox' });
    expect(sandbox).toHaveTextContent(`${SANDBOX_KEYS.full} sees completed and partial`);
    expect(sandbox).toHaveTextContent(`${SANDBOX_KEYS.completedOnly} may not view partial`);
    await user.click(within(sandbox).getByRole('radio', { name: /Completed only/ }));
    await user.click(within(sandbox).getByRole('button', { name: 'Use the sandbox' }));
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    expect(apiRequests('GET', '/users/me')[0]?.authorization).toBe(
      `Bearer ${SANDBOX_KEYS.completedOnly}`,
    );
  });

  it('a real deployment is not marked as the sandbox; its address is offered next time', async () => {
    server.use(
      http.get('https://forms.example.com/v1/users/me', () =>
        HttpResponse.json({
          id: 'usr_1',
          email: 'owner@example.com',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        }),
      ),
      http.get('https://forms.example.com/v1/forms', () =>
        HttpResponse.json({ forms: [], page: 1, limit: 20, total: 0, has_next: false }),
      ),
    );
    const { user, unmount } = renderApp('/forms', { apiKey: null });
    await user.type(await screen.findByLabelText(/^API base URL/), 'https://forms.example.com/v1');
    await user.type(screen.getByLabelText(/^API key/), 'real-key');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Sandbox', { selector: '.mantine-Badge-label' })).toBeNull();

    unmount();
    credentialsStore.signOut();
    renderApp('/forms', { apiKey: null });
    expect(await screen.findByLabelText(/^API base URL/)).toHaveValue(
      'https://forms.example.com/v1',
    );
  });

  it('a wrong key gets its own message and is not stored', async () => {
    const { user } = renderApp('/forms', { apiKey: null });
    await user.type(await screen.findByLabelText(/^API base URL/), TEST_BASE_URL);
    await user.type(screen.getByLabelText(/^API key/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('This API key was not accepted. Check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer accepts this key/)).not.toBeInTheDocument();
    expect(credentialsStore.get().credentials).toBeNull();
  });

  it('tells an unreachable URL and a non-API answer apart', async () => {
    server.use(
      http.get('https://down.test/v1/users/me', () => HttpResponse.error()),
      http.get('https://html.test/v1/users/me', () => new HttpResponse('<html></html>')),
    );
    const { user } = renderApp('/forms', { apiKey: null });
    const url = await screen.findByLabelText(/^API base URL/);
    await user.type(screen.getByLabelText(/^API key/), 'k');

    await user.clear(url);
    await user.type(url, 'https://down.test/v1');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/Could not reach the API at this URL/)).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://html.test/v1');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/not like the Form Collection API v1/)).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/Enter a full URL/)).toBeInTheDocument();
  });

  it('keeps the key in sessionStorage only when asked, never in localStorage', async () => {
    const { user } = renderApp('/forms', { apiKey: null });
    await user.type(await screen.findByLabelText(/^API base URL/), TEST_BASE_URL);
    await user.type(screen.getByLabelText(/^API key/), SANDBOX_KEYS.full);
    await user.click(screen.getByLabelText(/Stay signed in when this tab reloads/));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('heading', { name: 'Forms', level: 1 });
    expect(window.sessionStorage.getItem('formdeck.session')).toContain(SANDBOX_KEYS.full);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(SANDBOX_KEYS.full);
  });

  it('a 401 later returns to the key entry with a message and forgets the key', async () => {
    const { user, queryClient } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    server.use(
      http.get(`${TEST_BASE_URL}/forms`, () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(await screen.findByText(/no longer accepts this key/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveValue('');
    expect(credentialsStore.get().credentials).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('sign out from the user menu forgets the key and the cached data', async () => {
    const { user, queryClient } = renderApp('/forms');
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText(/You are signed out/)).toBeInTheDocument();
    await waitFor(() => expect(credentialsStore.get().credentials).toBeNull());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
  it('refuses a base URL that would send the key elsewhere, and warns about plain http', async () => {
    server.use(
      http.get('http://forms.example.com/v1/users/me', () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { user } = renderApp('/forms', { apiKey: null });
    const url = await screen.findByLabelText(/^API base URL/);
    await user.type(screen.getByLabelText(/^API key/), 'k');
    const connectWith = async (value: string) => {
      await user.clear(url);
      // user.type reads `{` and `[` as keys to press; paste takes the text as it is.
      await user.click(url);
      await user.paste(value);
      await user.click(screen.getByRole('button', { name: 'Connect' }));
    };

    await connectWith('/\\127.0.0.1:8898/v1');
    expect(await screen.findByText(/Enter a full URL/)).toBeInTheDocument();
    await connectWith('https://forms.example.com/v1?token=abc');
    expect(await screen.findByText(/Leave out the query/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.queryByText(/unencrypted/)).not.toBeInTheDocument();

    await connectWith('http://forms.example.com/v1');
    expect(screen.getByText(/key would travel unencrypted to forms\.example\.com/)).toBeVisible();
    // A warning, not a refusal: the key is tried.
    expect(await screen.findByText(/This API key was not accepted/)).toBeInTheDocument();
  });

  it('after sign-in goes only to a page of the app (next=/%09/… goes to the forms)', async () => {
    const { user, router } = renderApp('/sign-in?next=%2F%09%2Fevil.example%2Fforms', {
      apiKey: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Use the sandbox' }));
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forms');
  });

  it('signing out unregisters the sandbox’s service worker', async () => {
    const unregister = vi.fn(async () => true);
    const worker = { scriptURL: `${location.origin}/mockServiceWorker.js` };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ active: worker, unregister }] },
    });
    const { user } = renderApp('/forms');
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }),
    );
    await waitFor(() => expect(unregister).toHaveBeenCalledOnce());
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
