import { screen, waitFor } from '@testing-library/react';
import type { Form } from '@/contract/entities';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = 'td bdi';

const FEEDBACK = SEED_FORM_IDS.customerFeedback;
const lastQuery = () => apiRequests('GET', '/webhooks').at(-1)?.url.searchParams;
const deleteButtons = () => screen.getAllByRole('button', { name: /^Delete webhook / });

function addWebhooks(count: number) {
  const at = (i: number) => new Date(Date.UTC(2025, 0, i)).toISOString();
  const form: Form = {
    id: 'frm_extra',
    name: 'Extra form',
    status: 'published',
    created_at: at(1),
    updated_at: at(1),
  };
  const [template] = sandbox.store.listWebhooks(FEEDBACK);
  const webhooks = Array.from({ length: count }, (_, i) => ({
    ...template!,
    id: `whk_extra_${i + 1}`,
    name: `Extra hook ${i + 1}`,
    form_id: form.id,
    created_at: at(i + 1),
    updated_at: at(i + 1),
  }));
  sandbox.store.addForm({ form, questions: [], submissions: [] }, webhooks);
}

describe('webhooks page: filter and paging', () => {
  it('choosing a form in the searchable select sends form_id and puts it in the URL', async () => {
    const { user, router } = renderApp('/webhooks');
    await screen.findByText('QA request bin', { selector: NAME_CELL });
    expect(lastQuery()?.has('form_id')).toBe(false);

    const select = screen.getByRole('combobox', { name: 'Form' });
    await user.click(select);
    await user.type(select, 'feed');
    expect(screen.queryByRole('option', { name: 'Newsletter signup' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Customer feedback 2026' }));

    await waitFor(() => expect(lastQuery()?.get('form_id')).toBe(FEEDBACK));
    expect(router.state.location.search).toBe(`?form_id=${FEEDBACK}`);
    await waitFor(() =>
      expect(screen.queryByText('QA request bin', { selector: NAME_CELL })).not.toBeInTheDocument(),
    );
    expect(deleteButtons()).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Customer feedback 2026' })).toHaveLength(3);
  });

  it('a deep link with form_id sends it and shows the form as chosen; it can be cleared', async () => {
    const { user, router } = renderApp(`/webhooks?form_id=${FEEDBACK}`);
    await screen.findByText('Sync feedback to CRM', { selector: NAME_CELL });
    expect(
      apiRequests('GET', '/webhooks').every((r) => r.url.searchParams.get('form_id') === FEEDBACK),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('Customer feedback 2026'),
    );
    expect(deleteButtons()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Show all forms' }));
    await screen.findByText('QA request bin', { selector: NAME_CELL });
    expect(lastQuery()?.has('form_id')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('the pager and the page size go to the API and into the URL', async () => {
    addWebhooks(5);
    const { user, router } = renderApp('/webhooks?limit=10');
    await screen.findByText('QA request bin', { selector: NAME_CELL });
    expect(lastQuery()?.get('limit')).toBe('10');
    expect(screen.getByText('1–10 of 15 webhooks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Extra hook 5', { selector: NAME_CELL })).toBeInTheDocument();
    expect(lastQuery()?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?limit=10&page=2');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rows per page' }),
      '25 per page',
    );
    await waitFor(() => expect(lastQuery()?.get('limit')).toBe('25'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?limit=25');
  });

  it('never sends a page size outside 1..500 or a page below 1, whatever the URL says', async () => {
    renderApp('/webhooks?limit=9999&page=-3');
    await screen.findByText('QA request bin', { selector: NAME_CELL });
    for (const request of apiRequests('GET', '/webhooks')) {
      expect(request.url.searchParams.get('limit')).toBe('50');
      expect(request.url.searchParams.get('page')).toBe('1');
    }
  });

  it('a page past the end says so and offers the last page', async () => {
    const { user } = renderApp('/webhooks?limit=10&page=3');
    expect(await screen.findByText('This page has no webhooks')).toBeInTheDocument();
    expect(screen.queryByText('No webhooks yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByText('QA request bin', { selector: NAME_CELL })).toBeInTheDocument();
  });
});
