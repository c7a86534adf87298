import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  sandbox,
  server,
  TEST_BASE_URL,
  setupSandboxServer,
} from '@test/sandbox-server';

setupSandboxServer();

const NAME = 'Customer feedback 2026';
const ID = SEED_FORM_IDS.customerFeedback;
const deletes = () => apiRequests('DELETE', `/forms/${ID}`);

async function openDialog() {
  const app = renderApp('/forms');
  await app.user.click(await screen.findByRole('button', { name: `Actions for ${NAME}` }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
  const dialog = await screen.findByRole('dialog');
  return { ...app, dialog };
}

/** Types the name, confirms, and waits until the dialog has closed and the row has gone. */
async function confirmAndSeeItGo({ user, dialog }: Awaited<ReturnType<typeof openDialog>>) {
  await user.type(within(dialog).getByRole('textbox'), NAME);
  await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));
  expect(await screen.findByText('Form deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('link', { name: NAME })).not.toBeInTheDocument());
}

describe('forms page: deleting a form', () => {
  it(
    'says how many submissions and webhooks go with it, and waits for the exact name',
    { timeout: 40_000 },
    async () => {
      const completed = sandbox.store.listSubmissions(ID, 'completed').length;
      const webhooks = sandbox.store.listWebhooks(ID).length;
      expect(completed).toBeGreaterThan(1);
      expect(webhooks).toBeGreaterThan(1);
      const app = renderApp('/forms');
      // The counts the forms list shows are what the dialog says: it reads nothing more.
      // The first screen of the file: the rows' menus arrive with code downloaded after it.
      const actions = await screen.findByRole(
        'button',
        { name: `Actions for ${NAME}` },
        { timeout: 20_000 },
      );
      const row = actions.closest('tr')!;
      await waitFor(() => expect(row).toHaveTextContent(completed.toLocaleString()));
      await waitFor(() => expect(row).toHaveTextContent(/enabled/));
      const formReads = () => apiRequests('GET', `/forms/${ID}/submissions`);
      const requests = formReads().length;
      const { user } = app;
      await user.click(actions);
      await user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        `This deletes ${completed.toLocaleString()} completed submissions (and any partial ones) and ${webhooks} webhooks with it.`,
      );
      expect(formReads()).toHaveLength(requests);
      const confirm = within(dialog).getByRole('button', { name: 'Delete form' });
      expect(confirm).toBeDisabled();
      const input = within(dialog).getByLabelText(`Type "${NAME}" to confirm`);
      await user.type(input, NAME.toLowerCase());
      expect(confirm).toBeDisabled();
      await user.clear(input);
      // Spaces at the ends are forgiven (see forms-delete-names.test.tsx); other characters not.
      await user.type(input, `${NAME}6`);
      expect(confirm).toBeDisabled();
      await user.type(input, '{Backspace}');
      expect(confirm).toBeEnabled();
      expect(deletes()).toHaveLength(0);
    },
  );

  it('Cancel sends nothing and keeps the form', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox'), NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiRequests('DELETE', /./)).toHaveLength(0);
    expect(screen.getByRole('link', { name: NAME })).toBeInTheDocument();
  });

  it('confirming sends one DELETE, refreshes the list, notifies, and takes the webhooks along', async () => {
    expect(sandbox.store.listWebhooks(ID).length).toBeGreaterThan(0);
    const app = await openDialog();
    const listsBefore = apiRequests('GET', '/forms').length;
    await confirmAndSeeItGo(app);
    expect(deletes()).toHaveLength(1);
    expect(apiRequests('GET', '/forms').length).toBeGreaterThan(listsBefore);
    expect(screen.getByRole('link', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(sandbox.store.getForm(ID)).toBeUndefined();
    expect(sandbox.store.listWebhooks(ID)).toHaveLength(0);
  });

  it('a double click on the confirm button sends one DELETE', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox'), NAME);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete form' }));
    expect(await screen.findByText('Form deleted')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
  });

  it('a 204 with no body, as other deployments answer, is a success like the 200', async () => {
    server.use(
      http.delete(`${TEST_BASE_URL}/forms/:formId`, async ({ request }) => {
        const answer = await sandbox.fetch(request);
        return answer.ok ? new HttpResponse(null, { status: 204 }) : answer;
      }),
    );
    await confirmAndSeeItGo(await openDialog());
    expect(deletes()).toHaveLength(1);
  });

  it('a form deleted elsewhere meanwhile (404) counts as deleted: no error, the list refreshes', async () => {
    const app = await openDialog();
    sandbox.store.deleteForm(ID);
    const listsBefore = apiRequests('GET', '/forms').length;
    await confirmAndSeeItGo(app);
    expect(apiRequests('GET', '/forms').length).toBeGreaterThan(listsBefore);
    expect(deletes()).toHaveLength(1);
  });

  it('a failing delete shows the reason in the dialog and the form stays', async () => {
    server.use(
      http.delete(`${TEST_BASE_URL}/forms/:formId`, () =>
        HttpResponse.json({ error: 'Disk full' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox'), NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));

    expect(await within(dialog).findByText('Disk full')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Form deleted')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: NAME })).toBeInTheDocument();
    expect(sandbox.store.getForm(ID)).toBeDefined();
  });
});
