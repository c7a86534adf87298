import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  holdGets,
  sandbox,
  server,
  TEST_BASE_URL,
  setupSandboxServer,
} from '@test/sandbox-server';

setupSandboxServer();

const EMPTY_PAGE = { forms: [], page: 1, limit: 50, total: 0, has_next: false };
const lastFormsQuery = () => apiRequests('GET', '/forms').at(-1)?.url.searchParams;

function addForms(count: number) {
  for (let i = 1; i <= count; i++) {
    const at = new Date(Date.UTC(2025, 0, i)).toISOString();
    sandbox.store.addForm({
      form: {
        id: `frm_extra_${i}`,
        name: `Extra form ${i}`,
        status: 'draft',
        created_at: at,
        updated_at: at,
      },
      questions: [],
      submissions: [],
    });
  }
}

describe('forms page: states and paging', () => {
  it('shows skeletons while the first page loads', async () => {
    const release = holdGets('/forms', { body: EMPTY_PAGE });
    renderApp('/forms');
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('No forms yet')).toBeInTheDocument();
  });

  it('says so when there are no forms', async () => {
    server.use(http.get(`${TEST_BASE_URL}/forms`, () => HttpResponse.json(EMPTY_PAGE)));
    renderApp('/forms');
    expect(await screen.findByText('No forms yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a Retry that recovers', async () => {
    sandbox.faults.configure({
      rules: [{ method: 'GET', path: '/forms', status: 500, error: 'Database down', times: 1 }],
    });
    const { user } = renderApp('/forms');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load forms');
    expect(alert).toHaveTextContent('Database down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the pager asks the API for the next page and keeps it in the URL', async () => {
    addForms(6);
    const { user, router } = renderApp('/forms?limit=10');
    await screen.findByRole('link', { name: 'Newsletter signup' });
    expect(screen.getByText('1–10 of 13 forms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Extra form 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter signup' })).not.toBeInTheDocument();
    expect(lastFormsQuery()?.get('page')).toBe('2');
    expect(lastFormsQuery()?.get('limit')).toBe('10');
    expect(router.state.location.search).toBe('?limit=10&page=2');
  });

  it('a page past the end says so and offers the last page', async () => {
    const { user } = renderApp('/forms?limit=10&page=4');
    expect(await screen.findByText('This page has no forms')).toBeInTheDocument();
    expect(screen.queryByText('No forms yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('link', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(lastFormsQuery()?.get('page')).toBe('1');
  });

  it('deleting the only form on the last page goes back a page', async () => {
    addForms(4);
    const { user } = renderApp('/forms?limit=10&page=2');
    const extra = 'Extra form 1';
    await user.click(await screen.findByRole('button', { name: `Actions for ${extra}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), extra);
    await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));
    expect(await screen.findByText('Form deleted')).toBeInTheDocument();
    await waitFor(() => expect(lastFormsQuery()?.get('page')).toBe('1'));
    expect(await screen.findByRole('link', { name: 'Newsletter signup' })).toBeInTheDocument();
  });
});

describe('forms page: an API that sends more than the page asked for', () => {
  it('shows the page size it asked for and says how many it dropped', async () => {
    const forms = Array.from({ length: 80 }, (_, index) => {
      const at = new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString();
      const id = `frm_lying_${index}`;
      return { id, name: `Lying form ${index}`, status: 'draft', created_at: at, updated_at: at };
    });
    server.use(
      http.get(`${TEST_BASE_URL}/forms`, () =>
        HttpResponse.json({ forms, page: 1, limit: 50, total: 80, has_next: true }),
      ),
    );
    renderApp('/forms?limit=50');
    expect(await screen.findByText('The API sent more forms than asked for')).toBeInTheDocument();
    expect(screen.getByText(/It sent 30 forms beyond the 50 of this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lying form 49' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lying form 50' })).not.toBeInTheDocument();
  });
});
