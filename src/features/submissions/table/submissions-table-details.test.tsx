import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('a question’s whole name shows in a tooltip on keyboard focus and on hover', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    const user = userEvent.setup();
    renderApp(`/forms/${formId}/submissions`);
    const table = await findSubmissionsTable();
    const long = 'How likely are you to recommend us to a colleague?';
    const sortButton = await within(table).findByRole('button', {
      name: `${long}: sort ascending`,
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The table is one Tab stop, its arrow keys move the focus: the header's button gets it.
    act(() => sortButton.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
    act(() => sortButton.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    const other = within(table).getByText('How satisfied are you with Northwind overall?');
    await user.hover(other);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'How satisfied are you with Northwind overall?',
    );
  });

  it('a deleted question’s header: the name may be cut (whole on hover), the badge never is', async () => {
    const formId = SEED_FORM_IDS.eventRegistration;
    renderApp(`/forms/${formId}/submissions`);
    const table = await findSubmissionsTable();
    const deleted = storedQuestions(formId).filter((question) => question.is_deleted);
    expect(deleted.length).toBeGreaterThan(0);
    for (const question of deleted) {
      const name = within(table).getByText(question.name, { selector: 'bdi' });
      const header = name.closest('th') as HTMLElement;
      const badge = within(header).getByText('deleted');
      // The ellipsis is on the name alone: the badge sits beside it, not inside it.
      expect(name).not.toContainElement(badge);
      expect(badge.closest('button')).toBeNull();
    }
  });
});
