import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  holdGets,
  sandbox,
  server,
  setupSandboxServer,
  TEST_BASE_URL,
} from '@test/sandbox-server';

setupSandboxServer();

const WEBHOOKS_COLUMN = 6;
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const webhooksCell = (name: string) => within(row(name)).getAllByRole('cell')[WEBHOOKS_COLUMN]!;
const storedForms = () => sandbox.store.listForms('all');
const webhooksOf = (formId: string) => sandbox.store.listWebhooks(formId);
const webhookReads = () => apiRequests('GET', '/webhooks');
const filteredPath = (formId: string) => `/webhooks?form_id=${encodeURIComponent(formId)}`;

/** A form with enabled and disabled webhooks, so that both numbers are put to the test. */
function mixedForm() {
  const form = storedForms().find((candidate) => {
    const hooks = webhooksOf(candidate.id);
    return hooks.some((hook) => hook.enabled) && hooks.some((hook) => !hook.enabled);
  });
  if (!form) throw new Error('The sandbox has no form with enabled and disabled webhooks');
  return form;
}

/** Removes a form's webhooks (not the mixed form's), so that some form has none. */
function formWithoutWebhooks() {
  const form = storedForms().find((candidate) => candidate.id !== mixedForm().id)!;
  for (const hook of webhooksOf(form.id)) sandbox.store.deleteWebhook(hook.id);
  return form;
}

describe('forms page and form page: each form’s webhooks', () => {
  it('shows each form’s webhook count and how many are enabled, linked to its webhooks', async () => {
    const bare = formWithoutWebhooks();
    renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain(
      'Webhooks',
    );
    await waitFor(() => expect(webhooksCell(mixedForm().name)).toHaveTextContent(/enabled/));
    for (const form of storedForms()) {
      const hooks = webhooksOf(form.id);
      const cell = webhooksCell(form.name);
      if (hooks.length === 0) {
        expect(cell).toHaveTextContent('None');
        expect(within(cell).queryByRole('link')).toBeNull();
        continue;
      }
      const enabled = hooks.filter((hook) => hook.enabled).length;
      const link = within(cell).getByRole('link');
      expect(link).toHaveTextContent(`${enabled} of ${hooks.length} enabled`);
      expect(link).toHaveAttribute('href', filteredPath(form.id));
    }
    expect(webhooksCell(bare.name)).toHaveTextContent('None');
  });

  it('reads the account’s webhooks once for the forms page and a form’s page together', async () => {
    // Both pages within the list's 30 s of freshness, however slow the machine: the clock that
    // React Query reads stands still (timers still run).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { user } = renderApp('/forms');
    const form = mixedForm();
    await waitFor(() => expect(webhooksCell(form.name)).toHaveTextContent(/enabled/));
    await user.click(screen.getByRole('link', { name: form.name }));
    const line = (await screen.findByText(/^Sends to:/)).closest('p') as HTMLElement;

    const hooks = webhooksOf(form.id);
    const enabled = hooks.filter((hook) => hook.enabled);
    const links = within(line).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...enabled.map((hook) => `${hook.subscriber} – ${hook.name}`),
      `${hooks.length - enabled.length} disabled`,
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', filteredPath(form.id));

    // One page holds the sandbox's webhooks at the largest page size: one walk is one request.
    expect(sandbox.store.listWebhooks().length).toBeLessThanOrEqual(500);
    expect(webhookReads()).toHaveLength(1);
    expect(Object.fromEntries(webhookReads()[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '500',
    });
  });

  it('says nothing under the title of a form without webhooks', async () => {
    const form = formWithoutWebhooks();
    const { queryClient } = renderApp(`/forms/${encodeURIComponent(form.id)}/submissions`);
    await screen.findByRole('heading', { level: 1, name: form.name });
    await waitFor(() =>
      expect(queryClient.getQueryState(['webhooks', 'list', 'account'])?.status).toBe('success'),
    );
    expect(screen.queryByText(/^Sends to:|^Webhooks:/)).toBeNull();
  });

  it('holds the column’s place while the webhooks load', async () => {
    const release = holdGets('/webhooks');
    renderApp('/forms');
    const form = mixedForm();
    await screen.findByRole('link', { name: form.name });
    await waitFor(() =>
      expect(within(webhooksCell(form.name)).getByRole('img', { name: 'Loading' })).toBeVisible(),
    );
    release();
    await waitFor(() => expect(webhooksCell(form.name)).toHaveTextContent(/enabled/));
  });

  it('shows the forms with a dash when the webhooks cannot be read', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/webhooks`, () =>
        HttpResponse.json({ error: 'Database down' }, { status: 500 }),
      ),
    );
    renderApp('/forms');
    const form = mixedForm();
    await screen.findByRole('link', { name: form.name });
    await waitFor(() =>
      expect(
        within(webhooksCell(form.name)).getByTitle(/Could not load the webhooks/),
      ).toHaveTextContent('—'),
    );
    // The rest of the row is there: its responses still arrive.
    await waitFor(() =>
      expect(within(row(form.name)).getAllByRole('cell')[4]).toHaveTextContent(
        String(sandbox.store.listSubmissions(form.id, 'completed').length),
      ),
    );
  });

  it('signs out as usual when the webhooks read is refused with a 401', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/webhooks`, () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    renderApp('/forms');
    expect(await screen.findByText(/no longer accepts this key/)).toBeInTheDocument();
  });
});
