import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, TEST_BASE_URL, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';

const rowOf = (name: string) =>
  screen.getByText(name, { selector: NAME_CELL }).closest('tr') as HTMLElement;

function listWith(overrides: { form_id?: string; url?: string }) {
  const [first] = sandbox.store.listWebhooks(SEED_FORM_IDS.newsletter);
  const webhook = { ...first!, name: 'Crafted hook', ...overrides };
  return http.get(`${TEST_BASE_URL}/webhooks`, () =>
    HttpResponse.json({ webhooks: [webhook], page: 1, limit: 50, total: 1, has_next: false }),
  );
}

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe('webhooks page: the table', { timeout: 30_000 }, () => {
  it('shows every column, and the form by name linking to its submissions', async () => {
    const { user, router } = renderApp('/webhooks');
    const name = 'Add subscriber to Mailchimp audience';
    await screen.findByText(name, { selector: NAME_CELL });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Select',
      'Name',
      'Form',
      'Target',
      'Service',
      'Signing secret',
      'Created',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + sandbox.store.listWebhooks().length);
    const row = rowOf(name);
    const target = within(row).getByRole('link', { name: /hooks\.zapier\.example/ });
    expect(target).toHaveAttribute(
      'href',
      'https://hooks.zapier.example/hooks/catch/4815162/nws7k2/',
    );
    expect(within(row).getByText('Zapier')).toBeInTheDocument();
    expect(within(row).queryByText('Disabled')).not.toBeInTheDocument();
    expect(within(rowOf('QA request bin')).getByText('Disabled')).toBeInTheDocument();
    // One short date; the times and the last change on hover.
    expect(within(row).getByText(/2026/)).toHaveAttribute(
      'title',
      expect.stringMatching(/^Created .*, updated /),
    );

    await user.click(within(row).getByRole('link', { name: 'Newsletter signup' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/forms/${SEED_FORM_IDS.newsletter}/submissions`),
    );
  });

  it('a webhook whose form is gone shows the form as deleted, not as a link', async () => {
    server.use(listWith({ form_id: 'frm_gone' }));
    renderApp('/webhooks');
    await screen.findByText('Crafted hook', { selector: NAME_CELL });
    const row = rowOf('Crafted hook');
    expect(await within(row).findByText('form deleted')).toBeInTheDocument();
    expect(row).toHaveTextContent('frm_gone');
    expect(within(row).queryByRole('link', { name: /frm_gone/ })).not.toBeInTheDocument();
  });

  it('a form deleted in the store shows as deleted for its remaining listing', async () => {
    const formId = SEED_FORM_IDS.newsletter;
    const [webhook] = sandbox.store.listWebhooks(formId);
    sandbox.store.deleteForm(formId);
    server.use(
      http.get(`${TEST_BASE_URL}/webhooks`, () =>
        HttpResponse.json({ webhooks: [webhook], page: 1, limit: 50, total: 1, has_next: false }),
      ),
    );
    renderApp('/webhooks');
    const row = (await screen.findByText(webhook!.name, { selector: NAME_CELL })).closest('tr')!;
    expect(await within(row).findByText('form deleted')).toBeInTheDocument();
  });

  it('does not call a form deleted when the forms run past the one page it knows', async () => {
    server.use(
      listWith({ form_id: 'frm_on_page_two' }),
      http.get(`${TEST_BASE_URL}/forms`, () =>
        HttpResponse.json({ forms: [], page: 1, limit: 500, total: 900, has_next: true }),
      ),
    );
    renderApp('/webhooks');
    const row = (await screen.findByText('Crafted hook', { selector: NAME_CELL })).closest('tr')!;
    const link = await within(row).findByRole('link', { name: 'frm_on_page_two' });
    expect(link).toHaveAttribute('href', '/forms/frm_on_page_two/submissions');
    expect(within(row).queryByText('form deleted')).not.toBeInTheDocument();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<b>x</b>',
    'ftp://files.example/x',
  ])('shows the target %s as text, not a link', async (url) => {
    server.use(listWith({ url }));
    renderApp('/webhooks');
    const row = (await screen.findByText('Crafted hook', { selector: NAME_CELL })).closest('tr')!;
    const target = within(row).getByTitle(new URL(url).href);
    expect(target.closest('a')).toBeNull();
    expect(within(row).queryByRole('link', { name: /files|alert|html/ })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Not a web address: the service can only deliver to https.');
  });
});
