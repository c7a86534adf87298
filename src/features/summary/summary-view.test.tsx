import { configure, screen, waitFor, within } from '@testing-library/react';
import type { FormRecord } from '@/sandbox/data';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

// The whole app and its charts in jsdom: slow on a busy machine.
configure({ asyncUtilTimeout: 40_000 });
setupSandboxServer();
beforeAll(() => import('./summary-page'), 60_000);

const formId = SEED_FORM_IDS.customerFeedback;
const rows = (tab: 'completed' | 'partial' | 'all') => sandbox.store.listSubmissions(formId, tab);

/** The figure an overview `dt` names, as shown. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Overview' })).getByText(label, { selector: 'dt' })
    .nextSibling?.textContent;

const localDay = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe('the Summary overview and its view', () => {
  it.each(['completed', 'partial', 'all'] as const)(
    'on the %s tab the overview counts every response; the questions, the tab',
    async (tab) => {
      renderApp(`/forms/${formId}/summary?filter=${tab}`);
      const [completed, partial] = [rows('completed').length, rows('partial').length];
      expect(partial).toBeGreaterThan(0);
      await screen.findByText(
        `Based on ${rows(tab).length} ${tab === 'all' ? '' : `${tab} `}responses`,
      );
      expect(figure('Responses')).toBe(String(completed + partial));
      expect(figure('Completed')).toBe(String(completed));
      expect(figure('Partial')).toBe(String(partial));
      expect(figure('Completion rate')).toBe(
        new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(
          completed / (completed + partial),
        ),
      );
      expect(
        screen.getByRole('radio', { name: tab[0]!.toUpperCase() + tab.slice(1) }),
      ).toBeChecked();
    },
  );

  it("has its own Completed / Partial / All switch, in the URL as the table's tab", async () => {
    const { user, router } = renderApp(`/forms/${formId}/summary`);
    await screen.findByText(`Based on ${rows('completed').length} completed responses`);
    await user.click(screen.getByRole('radio', { name: 'Partial' }));
    await screen.findByText(`Based on ${rows('partial').length} partial responses`);
    expect(router.state.location.search).toBe('?filter=partial');
    expect(screen.getByRole('link', { name: 'Responses' }).getAttribute('href')).toBe(
      `/forms/${formId}/submissions?filter=partial`,
    );
  });

  it('a key that may not see partial submissions says so instead of counting 0', async () => {
    renderApp(`/forms/${formId}/summary`, { apiKey: SANDBOX_KEYS.completedOnly });
    await screen.findByText(`Based on ${rows('completed').length} completed responses`);
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(
      within(overview).getByText(/^Partial submissions are not visible to this key/),
    ).toBeVisible();
    expect(within(overview).queryByText('Partial', { selector: 'dt' })).toBeNull();
    expect(within(overview).queryByText('Completion rate')).toBeNull();
    expect(figure('Responses')).toBe(String(rows('completed').length));
    expect(screen.getByRole('radio', { name: 'Partial' })).toBeDisabled();
  });

  it('a submitted-between range narrows overview and questions, and is in the URL', async () => {
    const { user, router } = renderApp(`/forms/${formId}/summary?filter=all`);
    await screen.findByText(`Based on ${rows('all').length} responses`);
    const days = rows('all')
      .map((row) => localDay(row.created_at))
      .sort();
    const [from, to] = [
      days[Math.floor(days.length / 3)]!,
      days[Math.floor((days.length * 2) / 3)]!,
    ];
    const inRange = rows('all').filter((row) => {
      const day = localDay(row.created_at);
      return day >= from && day <= to;
    });
    await user.type(screen.getByLabelText('Submitted from'), from);
    await user.type(screen.getByLabelText('Submitted to'), to);
    await screen.findByText(new RegExp(`^Based on ${inRange.length} responses matching Submitted`));
    expect(figure('Responses')).toBe(String(inRange.length));
    const filters = JSON.parse(new URLSearchParams(router.state.location.search).get('f')!);
    expect(filters).toEqual([{ column: 'submitted', op: 'dates', from, to }]);

    await user.click(screen.getByRole('button', { name: 'Any date' }));
    await screen.findByText(`Based on ${rows('all').length} responses`);
    expect(router.state.location.search).toBe('?filter=all');
  });

  it('types in words, and each chart has its figures under "Show figures"', async () => {
    const { user } = renderApp(`/forms/${formId}/summary`);
    const name = 'Preferred contact channel';
    const block = await screen.findByRole('region', { name, busy: false });
    expect(within(block).getByText(/^Dropdown · /)).toBeVisible();
    expect(
      within(await screen.findByRole('region', { name: 'Your name', busy: false })).getByText(
        /^Short answer · /,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/SHORT_ANSWER|LINEAR_SCALE|DROPDOWN/)).toBeNull();

    const button = within(block).getByRole('button', { name: 'Show figures' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the table is still there for screen readers.
    const table = within(block).getByRole('table', { name: `Answers to ${name}` });
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(table);
    await user.click(button);
    expect(within(block).getByRole('button', { name: 'Hide figures' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(block).getByRole('table', { name: `Answers to ${name}` })).toBeVisible();
  });

  it('word counts for free text only: not for names or e-mails', async () => {
    renderApp(`/forms/${formId}/summary`);
    const improve = await screen.findByRole('region', {
      name: 'What should we improve?',
      busy: false,
    });
    expect(within(improve).getByText('Most frequent words')).toBeVisible();
    const yourName = await screen.findByRole('region', { name: 'Your name', busy: false });
    expect(within(yourName).queryByText('Most frequent words')).toBeNull();
    const email = await screen.findByRole('region', { name: 'Email address', busy: false });
    expect(within(email).queryByText('Most frequent words')).toBeNull();
  });
});

describe('an empty Summary', () => {
  it('a form without responses says so and leads to the table, with no question cards', async () => {
    const record: FormRecord = structuredClone(sandbox.store.getForm(formId)!);
    record.form = { ...record.form, id: 'frm_empty', name: 'Empty form' };
    record.submissions = [];
    sandbox.store.addForm(record);
    renderApp('/forms/frm_empty/summary');
    await screen.findByText('No responses yet');
    expect(screen.getByRole('link', { name: 'Open the responses table' })).toHaveAttribute(
      'href',
      '/forms/frm_empty/submissions',
    );
    expect(screen.queryByRole('region', { name: 'Your name' })).toBeNull();
    expect(screen.queryByText(/answered/)).toBeNull();
  });

  it('no match: offers to clear the search and filters', async () => {
    const { user, router } = renderApp(`/forms/${formId}/summary?q=zzzz-nothing`);
    await screen.findByText('No responses match');
    expect(screen.getByText(/“zzzz-nothing”/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await screen.findByText(`Based on ${rows('completed').length} completed responses`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
