import { screen, waitFor, within } from '@testing-library/react';
import { applyFilters } from '@/response-set/apply-filters';
import { type Filter, localDay } from '@/response-set/filters';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { periodName } from './second-group/compare-groups';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

vi.setConfig({ testTimeout: 150_000 });
setupSandboxServer();
beforeAll(
  () => Promise.all([import('@/features/summary/summary-page'), import('./comparison-section')]),
  60_000,
);

const formId = SEED_FORM_IDS.showcase;
const form = () => sandbox.store.getForm(formId)!;
const completed = () => sandbox.store.listSubmissions(formId, 'completed');
const seasonName = 'List (radio): favourite season';
const seasonId = () => form().questions.find((question) => question.name === seasonName)!.id;
const summerFilter = (): Filter => ({
  column: `q:${seasonId()}`,
  op: 'anyOf',
  values: ['Summer'],
});
const summerPath = () =>
  `/forms/${formId}/summary?f=${encodeURIComponent(JSON.stringify([summerFilter()]))}`;

/** The view's rows and the rest of the tab, as the response set's own filters find them. */
function expectedCounts() {
  const rows = completed();
  const inView = applyFilters(rows, [summerFilter()], form().questions).length;
  return { inView, rest: rows.length - inView };
}

const comparisonBlock = () =>
  screen.findByRole('region', { name: 'Comparison' }, { timeout: 60_000 });

async function expectBothCounts() {
  const { inView, rest } = expectedCounts();
  expect(inView).toBeGreaterThan(0);
  expect(rest).toBeGreaterThan(0);
  const block = await comparisonBlock();
  const [view, others] = within(block).getAllByRole('definition');
  expect(view).toHaveTextContent(`${inView} completed response${inView === 1 ? '' : 's'}`);
  expect(others).toHaveTextContent(`${rest} completed responses`);
  expect(
    within(block)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['This view', 'Everyone else']);
  // A group under 30 responses is marked as small (the summer view of the seed is one).
  const small = [inView, rest].filter((count) => count < 30).length;
  expect(small).toBeGreaterThan(0);
  expect(within(block).queryAllByText('Small group: under 30')).toHaveLength(small);
}

describe('comparing the view with another group', () => {
  it('offers "Everyone else" once the view is narrowed, and the period before once it has dates', async () => {
    const { user } = renderApp(`/forms/${formId}/summary`);
    await screen.findByText(/^Based on/);
    await user.click(screen.getByRole('combobox', { name: 'Compare with…' }));
    // The whole tab is the view: no one else is left, and there are no dates to go before.
    for (const name of [
      'Everyone else in this tab (search or filter first)',
      'The period before these dates (set both dates above first)',
    ]) {
      expect(await screen.findByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.type(screen.getByLabelText('Submitted from'), '2026-01-01');
    await user.type(screen.getByLabelText('Submitted to'), '2026-12-31');
    await user.click(screen.getByRole('combobox', { name: 'Compare with…' }));
    for (const name of ['Everyone else in this tab', 'The period before these dates']) {
      expect(await screen.findByRole('option', { name })).not.toHaveAttribute('aria-disabled');
    }
  });

  it('"Everyone else" shows both groups with the counts the data gives; Back undoes it', async () => {
    const { user, router } = renderApp(summerPath());
    await screen.findByText(`Based on ${expectedCounts().inView} completed responses`, {
      exact: false,
    });
    await user.click(screen.getByRole('combobox', { name: 'Compare with…' }));
    await user.click(await screen.findByRole('option', { name: 'Everyone else in this tab' }));
    await expectBothCounts();
    expect(new URLSearchParams(router.state.location.search).get('vs')).toBe('rest');

    // Four seasons over a few dozen responses: some expected counts are under 5.
    // Each block's figures are drawn a task after its heading.
    const season = await screen.findByRole(
      'region',
      { name: seasonName, busy: false },
      { timeout: 90_000 },
    );
    expect(within(season).getByText(/^The groups are too small to tell/)).toBeVisible();
    const rating = await screen.findByRole(
      'region',
      { name: 'Rating: 1 to 5 stars', busy: false },
      { timeout: 90_000 },
    );
    expect(
      within(rating).getByText(
        /^Welch's t-test: (likely a real difference|could be chance) \((p = [\d.]+|p < 0\.001)\)\.$/,
      ),
    ).toBeVisible();

    router.go(-1);
    await screen.findByText(`Based on ${expectedCounts().inView} completed responses`, {
      exact: false,
    });
    expect(screen.queryByRole('region', { name: 'Comparison' })).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('vs')).toBeNull();
  });

  it('opens from a copied link with the comparison in it', async () => {
    renderApp(`${summerPath()}&vs=rest`);
    await expectBothCounts();
    expect(screen.getByRole('combobox', { name: 'Compare with…' })).toHaveValue(
      'Everyone else in this tab',
    );
  });

  it('compares with a saved view of this device, named in the link', async () => {
    const params = new URLSearchParams({ f: JSON.stringify([summerFilter()]) }).toString();
    window.localStorage.setItem(
      `formdeck.views.${formId}`,
      JSON.stringify([{ name: 'Summer', params }]),
    );
    renderApp(`/forms/${formId}/summary?vs=${encodeURIComponent('view:Summer')}`);
    const block = await comparisonBlock();
    const { inView } = expectedCounts();
    expect(
      within(block)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['This view', 'Summer']);
    const [all, summer] = within(block).getAllByRole('definition');
    expect(all).toHaveTextContent(`${completed().length} completed responses`);
    expect(summer).toHaveTextContent(`${inView} completed responses`);
  });

  it('compares with a group built on the spot with the filter builder, kept in the link', async () => {
    const { user, router } = renderApp(`/forms/${formId}/summary`);
    await screen.findByText(`Based on ${completed().length} completed responses`, {
      exact: false,
    });
    await user.click(screen.getByRole('combobox', { name: 'Compare with…' }));
    await user.click(await screen.findByRole('option', { name: 'Responses I pick with filters' }));
    expect(await screen.findByText(/^Add a filter to say who the second group is/)).toBeVisible();

    const second = screen.getByRole('group', { name: 'Second group' });
    await user.click(within(second).getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Column' }), 'season');
    await user.click(within(dialog).getByRole('option', { name: seasonName }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Summer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const described = `${seasonName} is any of Summer`;
    const block = await comparisonBlock();
    expect(
      within(block)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['This view', described]);
    const { inView: summer } = expectedCounts();
    const [all, picked] = within(block).getAllByRole('definition');
    expect(all).toHaveTextContent(`${completed().length} completed responses`);
    expect(picked).toHaveTextContent(`${summer} completed response${summer === 1 ? '' : 's'}`);
    expect(within(second).getByRole('button', { name: `Edit filter: ${described}` })).toBeVisible();
    const vs = new URLSearchParams(router.state.location.search).get('vs') ?? '';
    expect(JSON.parse(vs.replace(/^filters:/, ''))).toEqual([summerFilter()]);
  });

  it('says when the period compared runs past today, and not once it has ended', async () => {
    const day = (offset: number) =>
      localDay(new Date(Date.now() + offset * 86_400_000).toISOString())!;
    const { user } = renderApp(`/forms/${formId}/summary`);
    await screen.findByText(/^Based on/);
    const from = screen.getByLabelText('Submitted from');
    const to = screen.getByLabelText('Submitted to');
    // From before the sample data's first response, whatever today is.
    await user.type(from, '2020-01-01');
    await user.type(to, day(10));
    await user.click(screen.getByRole('combobox', { name: 'Compare with…' }));
    await user.click(await screen.findByRole('option', { name: 'The period before these dates' }));
    const note = await within(await comparisonBlock()).findByRole('note');
    expect(note).toHaveTextContent(/runs past today: its days still to come have no responses yet/);

    // Ended yesterday: the comparison of the new period says nothing of the kind.
    await user.clear(to);
    await user.type(to, day(-1));
    const ended = periodName({ from: '2020-01-01', to: day(-1) });
    await waitFor(() => {
      const block = screen.getByRole('region', { name: 'Comparison' });
      expect(within(block).getAllByRole('term')[0]?.textContent).toBe(ended);
      expect(within(block).queryByRole('note')).toBeNull();
    });
  });

  it('a group inside the view: says so, with how many, and prints no p-value', async () => {
    const vs = `filters:${JSON.stringify([summerFilter()])}`;
    renderApp(`/forms/${formId}/summary?vs=${encodeURIComponent(vs)}`);
    const block = await comparisonBlock();
    const { inView: summer } = expectedCounts();
    const described = within(block).getAllByRole('term')[1]!.textContent;
    expect(within(block).getByRole('note')).toHaveTextContent(
      `Every response of “${described}” is also in “This view” (${summer} responses). The groups are not independent, so no test of significance is made`,
    );
    // The question that defines the group most of all: no "likely a real difference" on it.
    const season = await screen.findByRole('region', { name: seasonName });
    await within(season).findByText(/^No test: the two groups share responses/);
    await waitFor(() =>
      expect(document.querySelector('section.summary-block[aria-busy="true"]')).toBeNull(),
    );
    expect(screen.queryAllByText(/p [<=] ?\d|likely a real difference/)).toEqual([]);
  });

  it('says what is missing when the view has every response of its tab', async () => {
    renderApp(`/forms/${formId}/summary?vs=rest`);
    expect(
      await screen.findByText(/^Everyone else is nobody yet/, {}, { timeout: 60_000 }),
    ).toBeVisible();
  });
});
