import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  findSubmissionsTable,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const nf = new Intl.NumberFormat();

describe('submissions table details', () => {
  it('each tab says its name once, then its count: "All N submissions"', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    renderApp(`/forms/${formId}/submissions`);
    await findSubmissionsTable();
    const tabs = within(screen.getByRole('tablist', { name: 'Submission status' }));
    const expected = (['completed', 'partial', 'all'] as const).map(
      (filter, index) =>
        `${['Completed', 'Partial', 'All'][index]} ${nf.format(storedSubmissions(formId, filter).length)} submissions`,
    );
    await waitFor(() => {
      const shown = tabs.getAllByRole('tab');
      expect(shown).toHaveLength(expected.length);
      shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(expected[index]));
    });
    // The count is still seen, as a badge.
    expect(tabs.getByRole('tab', { name: /^All/ })).toHaveTextContent(
      nf.format(storedSubmissions(formId, 'all').length),
    );
  });

  it('a deleted question’s header: the name may be cut (whole on hover), the badge never is', async () => {
    const formId = SEED_FORM_IDS.eventRegistration;
    renderApp(`/forms/${formId}/submissions`);
    const table = await findSubmissionsTable();
    const deleted = storedQuestions(formId).filter((question) => question.is_deleted);
    expect(deleted.length).toBeGreaterThan(0);
    for (const question of deleted) {
      const name = within(table).getByTitle(question.name);
      expect(name).toHaveTextContent(question.name);
      const header = name.closest('th') as HTMLElement;
      const badge = within(header).getByText('deleted');
      // The ellipsis is on the name alone: the badge sits beside it, not inside it.
      expect(name).not.toContainElement(badge);
      expect(badge.closest('button')).toBeNull();
    }
  });
});
