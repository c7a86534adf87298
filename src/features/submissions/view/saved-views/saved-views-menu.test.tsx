import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  findSubmissionsTable,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.customerFeedback;
const listPath = `/forms/${formId}/submissions`;
const storageKey = `formdeck.views.${formId}`;

function paramsOf(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

describe('saved views', () => {
  it('saves the current view on this device, applies it after a reload, and deletes it', async () => {
    const first = renderApp(`${listPath}?filter=all&q=muller&sort=submitted&dir=desc&limit=10`);
    await findSubmissionsTable();
    await first.user.click(screen.getByRole('button', { name: 'Views' }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await first.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Müllers');
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'View: Müllers' })).toBeInTheDocument();
    // Only what the owner chose is saved: the view's parameters, not the page size, no response.
    expect(JSON.parse(window.localStorage.getItem(storageKey)!)).toEqual([
      { name: 'Müllers', params: 'filter=all&q=muller&sort=submitted&dir=desc' },
    ]);
    first.unmount();

    const again = renderApp(`${listPath}?page=2&limit=10`);
    await findSubmissionsTable();
    await again.user.click(screen.getByRole('button', { name: 'Views' }));
    await again.user.click(await screen.findByRole('menuitem', { name: 'Müllers' }));
    // Its view, from page 1, the page size as it was.
    await waitFor(() =>
      expect(paramsOf(again.router)).toEqual({
        filter: 'all',
        q: 'muller',
        sort: 'submitted',
        dir: 'desc',
        limit: '10',
      }),
    );
    expect(screen.getByLabelText('Search responses')).toHaveValue('muller');
    await again.user.click(screen.getByRole('button', { name: 'View: Müllers' }));
    expect(await screen.findByRole('menuitem', { name: 'Müllers' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await again.user.click(screen.getByRole('menuitem', { name: 'Delete saved view Müllers' }));
    expect(await screen.findByRole('button', { name: 'Views' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKey)!)).toEqual([]);
    await again.user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Müllers/ })).not.toBeInTheDocument();
  });

  it('keeps each form its own views', async () => {
    window.localStorage.setItem(
      `formdeck.views.${SEED_FORM_IDS.supportIntake}`,
      JSON.stringify([{ name: 'Partial only', params: 'filter=partial' }]),
    );
    const { user } = renderApp(listPath);
    await findSubmissionsTable();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Partial only' })).not.toBeInTheDocument();
  });
});
