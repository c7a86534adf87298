import { screen, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, holdGets, sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe('webhooks page: states', { timeout: 30_000 }, () => {
  it('shows skeletons while loading, then the rows', async () => {
    const release = holdGets('/webhooks', {
      body: { webhooks: [], page: 1, limit: 50, total: 0, has_next: false },
    });
    renderApp('/webhooks');
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  });

  it('a form without webhooks gets its own empty state', async () => {
    const formId = SEED_FORM_IDS.productRoadmap;
    for (const webhook of sandbox.store.listWebhooks(formId)) {
      sandbox.store.deleteWebhook(webhook.id);
    }
    renderApp(`/webhooks?form_id=${formId}`);
    expect(await screen.findByText('No webhooks for this form')).toBeInTheDocument();
    // The account's webhooks are read once, whatever the form: the page filters them.
    expect(apiRequests('GET', '/webhooks').map((r) => r.url.searchParams.get('form_id'))).toEqual([
      null,
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a Retry that recovers', async () => {
    sandbox.faults.configure({
      rules: [{ method: 'GET', path: '/webhooks', status: 503, error: 'Maintenance', times: 1 }],
    });
    const { user } = renderApp('/webhooks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load webhooks');
    expect(alert).toHaveTextContent('Maintenance');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('QA request bin', { selector: NAME_CELL })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a form's submissions page links to its webhooks, already filtered", async () => {
    const formId = SEED_FORM_IDS.newsletter;
    const { user, router } = renderApp(`/forms/${formId}/submissions`);
    await user.click(await screen.findByRole('link', { name: 'Webhooks of this form' }));
    // Two lazily loaded pages in one test: slower than the usual wait on a busy machine.
    await screen.findByText(
      'Add subscriber to Mailchimp audience',
      { selector: NAME_CELL },
      { timeout: 10_000 },
    );
    expect(router.state.location.search).toBe(`?form_id=${formId}`);
    expect(screen.queryByText('QA request bin', { selector: NAME_CELL })).not.toBeInTheDocument();
  });
});
