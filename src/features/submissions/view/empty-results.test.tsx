import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

describe('an empty submissions page says what to do next', () => {
  it('a form without responses: share it', async () => {
    renderApp(`/forms/${SEED_FORM_IDS.newsletter}/submissions`);
    expect(await screen.findByText('No responses yet')).toBeVisible();
    expect(screen.getByText(/^Share the form/)).toBeVisible();
  });

  it('no matches: clear the search, remove the filters, each in one click', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    const filters = JSON.stringify([
      { column: 'submitted', op: 'dates', from: '2001-01-01', to: '2001-01-02' },
    ]);
    const { user, router } = renderApp(
      `/forms/${formId}/submissions?q=no-such-answer-anywhere&f=${encodeURIComponent(filters)}`,
    );
    const table = await findSubmissionsTable();
    expect(await screen.findByText('No responses match')).toBeVisible();
    expect(bodyRows(table)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('q='));
    expect(await screen.findByText('No responses match')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove filters' }));
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    expect(router.state.location.search).toBe('');
    expect(within(table).queryByText('No responses match')).toBeNull();
  });
});
