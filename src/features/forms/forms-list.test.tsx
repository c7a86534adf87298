import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, holdGets, sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

const lastFormsQuery = () => apiRequests('GET', '/forms').at(-1)?.url.searchParams;
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('forms page: the list', () => {
  it('shows each form with its status badge and dates, and links it to its submissions', async () => {
    const { user, router } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Customer feedback 2026' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Name', 'Status', 'Created', 'Updated']);
    expect(within(row('Product roadmap survey')).getByText('draft')).toBeInTheDocument();
    expect(within(row('Newsletter signup')).getByText('published')).toBeInTheDocument();
    expect(within(row('Newsletter signup')).getAllByRole('cell')[2]).toHaveTextContent(/2026/);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 7);

    await user.click(screen.getByRole('link', { name: 'Newsletter signup' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/forms/${SEED_FORM_IDS.newsletter}/submissions`),
    );
  });

  it('the Draft filter goes to the API and into the URL, and only drafts show', async () => {
    const { user, router } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    expect(lastFormsQuery()?.get('status')).toBe('all');

    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Newsletter signup' })).not.toBeInTheDocument(),
    );
    expect(lastFormsQuery()?.get('status')).toBe('draft');
    expect(router.state.location.search).toBe('?status=draft');
    const names = screen.getAllByRole('link', { name: /./ }).map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Product roadmap survey',
        'Job application: Senior backend engineer',
      ]),
    );
    expect(screen.getAllByRole('row')).toHaveLength(1 + 2);
    expect(screen.queryByText('published')).not.toBeInTheDocument();
  });

  it('a deep link sends its status, page and limit', async () => {
    renderApp('/forms?status=published&limit=10&page=1');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    const params = lastFormsQuery();
    expect(params?.get('status')).toBe('published');
    expect(params?.get('limit')).toBe('10');
    expect(params?.get('page')).toBe('1');
    expect(screen.getByRole('radio', { name: 'Published' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Product roadmap survey' })).not.toBeInTheDocument();
  });

  it('changing the page size sends limit= and keeps it in the URL', async () => {
    const { user, router } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    expect(lastFormsQuery()?.get('limit')).toBe('50');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rows per page' }),
      '500 per page',
    );
    await waitFor(() => expect(lastFormsQuery()?.get('limit')).toBe('500'));
    expect(router.state.location.search).toContain('limit=500');
  });

  it.each(['9999', '0', '-5', 'abc', '2.5'])(
    'never sends a limit outside 1..500, even from ?limit=%s',
    async (limit) => {
      renderApp(`/forms?limit=${limit}&page=0`);
      await screen.findByRole('link', { name: 'Newsletter signup' });
      const sent = apiRequests('GET', '/forms').map((request) => request.url.searchParams);
      expect(sent.length).toBeGreaterThan(0);
      for (const params of sent) {
        expect(params.get('limit')).toBe('50');
        expect(params.get('page')).toBe('1');
      }
    },
  );

  it('keeps the previous page on screen while the next one loads', async () => {
    const { user } = renderApp('/forms?limit=10');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    const release = holdGets('/forms', {
      body: { forms: [], page: 1, limit: 10, total: 0, has_next: false },
    });
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(lastFormsQuery()?.get('status')).toBe('draft'));
    expect(screen.getByRole('link', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No draft forms')).toBeInTheDocument();
  });
});

describe('forms page: Refresh', () => {
  it('shows a form added elsewhere, without signing out', async () => {
    const { user } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    const at = new Date().toISOString();
    sandbox.store.addForm({
      form: {
        id: 'frm_added_elsewhere',
        name: 'Added elsewhere',
        status: 'draft',
        created_at: at,
        updated_at: at,
      },
      questions: [],
      submissions: [],
    });
    expect(screen.queryByRole('link', { name: 'Added elsewhere' })).not.toBeInTheDocument();
    const reads = apiRequests('GET', '/forms').length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'Added elsewhere' })).toBeInTheDocument();
    expect(apiRequests('GET', '/forms').length).toBe(reads + 1);
  });
});
