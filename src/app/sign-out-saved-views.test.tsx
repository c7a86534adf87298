import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/render-app';
import { setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

// Issue 27, privacy: a saved view keeps its search text (which can be a respondent's e-mail) in
// localStorage after sign-out. Signing out offers to forget them.

const VIEWS = [
  { name: 'Ann', params: 'q=ann%40example.com' },
  { name: 'Late', params: 'q=late' },
];

const savedViewEntries = () =>
  Object.keys(window.localStorage).filter((key) => key.startsWith('formdeck.views.'));

beforeEach(() => {
  window.localStorage.setItem('formdeck.views.frm_a', JSON.stringify(VIEWS));
  window.localStorage.setItem('formdeck.views.frm_b', JSON.stringify(VIEWS.slice(0, 1)));
});
afterEach(() => window.localStorage.clear());

async function signOutWith(forget: boolean) {
  const { user } = renderApp('/forms');
  await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
  const checkbox = within(dialog).getByRole('checkbox', {
    name: 'Forget the 3 saved views on this device',
  });
  expect(checkbox).not.toBeChecked();
  if (forget) await user.click(checkbox);
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText(/You are signed out/)).toBeInTheDocument();
}

describe('signing out with saved views on this device', () => {
  it('with "forget" chosen, no saved view is left in localStorage', async () => {
    await signOutWith(true);
    expect(savedViewEntries()).toEqual([]);
  });

  it('without it, the saved views stay', async () => {
    await signOutWith(false);
    expect(savedViewEntries().sort()).toEqual(['formdeck.views.frm_a', 'formdeck.views.frm_b']);
  });

  it('Cancel keeps the session and the views', async () => {
    const { user } = renderApp('/forms');
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /Account menu for/ })).toBeInTheDocument();
    expect(savedViewEntries()).toHaveLength(2);
  });
});
