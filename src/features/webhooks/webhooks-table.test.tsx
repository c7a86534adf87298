import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, TEST_BASE_URL, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

function listWith(overrides: { form_id?: string; url?: string }) {
  const [first] = sandbox.store.listWebhooks(SEED_FORM_IDS.newsletter);
  const webhook = { ...first!, name: 'Crafted hook', ...overrides };
  return http.get(`${TEST_BASE_URL}/webhooks`, () =>
    HttpResponse.json({ webhooks: [webhook], page: 1, limit: 50, total: 1, has_next: false }),
  );
}

describe('webhooks page: the table', () => {
  it('shows every column, and the form by name linking to its submissions', async () => {
    const { user, router } = renderApp('/webhooks');
    const name = 'Add subscriber to Mailchimp audience';
    await screen.findByRole('cell', { name });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Form',
      'Target URL',
      'Subscriber',
      'Enabled',
      'Signing secret',
      'Created',
      'Updated',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 10);
    const row = rowOf(name);
    const target = within(row).getByRole('link', { name: /hooks\.zapier\.example/ });
    expect(target).toHaveAttribute(
      'href',
      'https://hooks.zapier.example/hooks/catch/4815162/nws7k2/',
    );
    expect(within(row).getByText('Zapier')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(within(rowOf('QA request bin')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getAllByText(/2026/)).toHaveLength(2);

    await user.click(within(row).getByRole('link', { name: 'Newsletter signup' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/forms/${SEED_FORM_IDS.newsletter}/submissions`),
    );
  });

  it('a webhook whose form is gone shows the form as deleted, not as a link', async () => {
    server.use(listWith({ form_id: 'frm_gone' }));
    renderApp('/webhooks');
    await screen.findByRole('cell', { name: 'Crafted hook' });
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
    const row = (await screen.findByRole('cell', { name: webhook!.name })).closest('tr')!;
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
    const row = (await screen.findByRole('cell', { name: 'Crafted hook' })).closest('tr')!;
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
    const row = (await screen.findByRole('cell', { name: 'Crafted hook' })).closest('tr')!;
    expect(within(row).getByText(url)).toBeInTheDocument();
    expect(within(row).getByText(url).closest('a')).toBeNull();
    expect(within(row).queryByRole('link', { name: url })).not.toBeInTheDocument();
  });
});
