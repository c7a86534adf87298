import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Form } from '@/contract/entities';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  sandbox,
  server,
  setupSandboxServer,
  TEST_BASE_URL,
} from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';

const FEEDBACK = SEED_FORM_IDS.customerFeedback;
const rowMenus = () => screen.getAllByLabelText(/^Actions for /);
const gets = () => apiRequests('GET', '/webhooks').map((request) => request.url.searchParams);

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

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe(
  'webhooks page: one read, filtered, searched, grouped and sorted in the page',
  { timeout: 30_000 },
  () => {
    it('choosing a form filters the rows, drops the Form column and puts form_id in the URL', async () => {
      const { user, router } = renderApp('/webhooks');
      await screen.findByText('QA request bin', { selector: NAME_CELL });
      const select = screen.getByRole('combobox', { name: 'Form' });
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: 'Customer feedback 2026' }));

      expect(router.state.location.search).toBe(`?form_id=${FEEDBACK}`);
      await waitFor(() =>
        expect(
          screen.queryByText('QA request bin', { selector: NAME_CELL }),
        ).not.toBeInTheDocument(),
      );
      expect(rowMenus()).toHaveLength(sandbox.store.listWebhooks(FEEDBACK).length);
      expect(screen.queryByRole('columnheader', { name: /^Form/ })).not.toBeInTheDocument();
      // The account was read once, every page at the largest size, and never per form.
      expect(gets().map((params) => [params.get('form_id'), params.get('limit')])).toEqual([
        [null, '500'],
      ]);

      await user.click(screen.getByRole('button', { name: 'Show all forms' }));
      await screen.findByText('QA request bin', { selector: NAME_CELL });
      expect(router.state.location.search).toBe('');
    });

    it('reads every page of the account and shows them all, with no pager', async () => {
      addWebhooks(3);
      const total = sandbox.store.listWebhooks().length;
      server.use(
        http.get(`${TEST_BASE_URL}/webhooks`, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          const all = sandbox.store.listWebhooks();
          const webhooks = page === 1 ? all.slice(0, 10) : all.slice(10);
          return HttpResponse.json({ webhooks, page, limit: 10, total, has_next: page === 1 });
        }),
      );
      renderApp('/webhooks');
      await screen.findByText('Extra hook 3', { selector: NAME_CELL });
      expect(rowMenus()).toHaveLength(total);
      expect(gets().map((params) => params.get('page'))).toEqual(['1', '2']);
      expect(screen.queryByRole('navigation', { name: /pag/i })).not.toBeInTheDocument();
      expect(screen.getByText(`${total} webhooks`)).toBeInTheDocument();
    });

    it('searches names, URLs and services', async () => {
      const { user } = renderApp('/webhooks');
      await screen.findByText('QA request bin', { selector: NAME_CELL });
      const search = screen.getByRole('textbox', { name: 'Search' });
      await user.type(search, 'pagerduty');
      await waitFor(() => expect(rowMenus()).toHaveLength(1));
      expect(screen.getByText('Page on-call for critical tickets', { selector: NAME_CELL }));
      await user.clear(search);
      await user.type(search, 'greenhouse');
      await waitFor(() => expect(rowMenus()).toHaveLength(1));
      await user.clear(search);
      await user.type(search, 'nothing like this');
      expect(await screen.findByText('No webhook matches')).toBeInTheDocument();
    });

    it('searches every word, case and accents aside: "zurich" finds "Zürich"', async () => {
      const [template] = sandbox.store.listWebhooks(FEEDBACK);
      const at = '2025-01-01T00:00:00.000Z';
      const form: Form = {
        id: 'frm_zh',
        name: 'Office',
        status: 'published',
        created_at: at,
        updated_at: at,
      };
      const hook = { ...template!, id: 'whk_zh', name: 'Zürich office alerts', form_id: form.id };
      sandbox.store.addForm({ form, questions: [], submissions: [] }, [hook]);
      const { user } = renderApp('/webhooks');
      await screen.findByText(hook.name, { selector: NAME_CELL });
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alerts ZURICH');
      await waitFor(() => expect(rowMenus()).toHaveLength(1));
      expect(screen.getByText(hook.name, { selector: NAME_CELL })).toBeInTheDocument();
    });

    it('groups by service and sorts by name', async () => {
      const { user } = renderApp('/webhooks');
      await screen.findByText('QA request bin', { selector: NAME_CELL });
      await user.click(screen.getByRole('button', { name: 'Name: sort ascending' }));
      const names = () =>
        [...document.querySelectorAll(NAME_CELL)].map((cell) => cell.textContent ?? '');
      await waitFor(() => expect(names()[0]).toBe('Add attendee to guest list'));
      expect(names()).toEqual([...names()].sort((a, b) => a.localeCompare(b)));

      await user.click(screen.getByLabelText('Group by', { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: 'Service' }));
      const groups = () => [...document.querySelectorAll('th[scope=colgroup]')];
      await waitFor(() => expect(groups()).not.toHaveLength(0));
      expect(groups().map((group) => group.textContent)).toEqual([
        'Greenhouse (1)',
        'Internal CRM (3)',
        'Internal QA (2)',
        'Make (4)',
        'PagerDuty (1)',
        'Zapier (6)',
      ]);
    });
  },
);
