import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  sandbox,
  server,
  TEST_BASE_URL,
  setupSandboxServer,
} from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';

const NAME = 'Page on-call for critical tickets';
const URL_TEXT = 'https://events.pagerduty.example/integration/8f2c1a/enqueue';
const webhook = () => sandbox.store.listWebhooks().find((item) => item.name === NAME);
const deletes = () => apiRequests('DELETE', /\/webhooks\//);

async function openDialog() {
  const app = renderApp('/webhooks');
  // Label and text queries: role queries over the whole table are slow on a busy machine.
  await app.user.click(await screen.findByLabelText(`Actions for ${NAME}`));
  await app.user.click(
    await screen.findByText('Delete webhook', { selector: '[role=menuitem] *' }),
  );
  return { ...app, dialog: await screen.findByRole('dialog') };
}

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe('webhooks page: deleting a webhook', { timeout: 30_000 }, () => {
  it('the dialog names the webhook and its target; Cancel sends nothing', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(NAME);
    expect(within(dialog).getByText(URL_TEXT)).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
    expect(screen.getByText(NAME, { selector: NAME_CELL })).toBeInTheDocument();
  });

  it('confirming sends one DELETE, the row goes and a notification confirms', async () => {
    const { id } = webhook()!;
    const { user, dialog } = await openDialog();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByText(NAME, { selector: NAME_CELL })).not.toBeInTheDocument(),
    );
    expect(deletes().map((request) => request.url.pathname)).toEqual([
      expect.stringMatching(new RegExp(`/webhooks/${id}$`)),
    ]);
    expect(webhook()).toBeUndefined();
    expect(screen.getAllByLabelText(/^Actions for /)).toHaveLength(
      sandbox.store.listWebhooks().length,
    );
  });

  it('a webhook already gone (404) counts as deleted and the list refreshes', async () => {
    const { user, dialog } = await openDialog();
    sandbox.store.deleteWebhook(webhook()!.id);
    const listsBefore = apiRequests('GET', '/webhooks').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));

    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiRequests('GET', '/webhooks').length).toBeGreaterThan(listsBefore);
    await waitFor(() =>
      expect(screen.queryByText(NAME, { selector: NAME_CELL })).not.toBeInTheDocument(),
    );
    expect(deletes()).toHaveLength(1);
  });

  it('a 204 with no body is a success', async () => {
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: '/webhooks/', status: 204, times: 1 }],
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(1);
  });

  it('another failure stays in the dialog and the webhook stays', async () => {
    server.use(
      http.delete(`${TEST_BASE_URL}/webhooks/:id`, () =>
        HttpResponse.json({ error: 'Upstream timeout' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await within(dialog).findByText('Upstream timeout')).toBeInTheDocument();
    expect(screen.queryByText('Webhook deleted')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(NAME, { selector: NAME_CELL })).toBeInTheDocument();
  });

  it('an active attention filter offers a button that clears it', async () => {
    const { user } = renderApp('/webhooks');
    await screen.findByText(NAME, { selector: NAME_CELL });
    const total = sandbox.store.listWebhooks().length;
    expect(screen.queryByRole('button', { name: 'Show every webhook' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Form gone (3)'));
    await waitFor(() => expect(screen.getAllByLabelText(/^Actions for /)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Show every webhook' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Actions for /)).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Show every webhook' })).not.toBeInTheDocument();
  });

  // Many steps over the whole table: a longer limit than the others.
  it(
    'deleting every webhook a filter shows turns the filter off: no rows hidden unseen',
    { timeout: 60_000 },
    async () => {
      const { user } = renderApp('/webhooks');
      await screen.findByText(NAME, { selector: NAME_CELL });
      const total = sandbox.store.listWebhooks().length;
      await user.click(screen.getByText('Form gone (3)'));
      await waitFor(() => expect(screen.getAllByLabelText(/^Actions for /)).toHaveLength(3));
      await user.click(screen.getByRole('button', { name: 'Select the 3 shown' }));
      await user.click(screen.getByRole('button', { name: 'Delete selected' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete 3 webhooks' }));
      expect(await screen.findByText('3 webhooks deleted')).toBeInTheDocument();

      expect(await screen.findByText(`${total - 3} webhooks`)).toBeInTheDocument();
      expect(screen.getAllByLabelText(/^Actions for /)).toHaveLength(total - 3);
      expect(screen.queryByText(/^Form gone/)).not.toBeInTheDocument();
      expect(screen.queryByText('No webhook matches')).not.toBeInTheDocument();
      // Only the three were asked to go; the others stayed.
      expect(deletes()).toHaveLength(3);
      expect(sandbox.store.listWebhooks()).toHaveLength(total - 3);
    },
  );
});
