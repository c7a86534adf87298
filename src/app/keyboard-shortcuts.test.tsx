import { screen } from '@testing-library/react';
import { renderApp } from '@test/render-app';
import { setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

describe('the app-wide shortcuts', () => {
  it('"/" goes to the forms list\'s search box; typed there, "/" and "?" are text', async () => {
    const { user } = renderApp('/forms');
    const search = await screen.findByRole('searchbox', { name: 'Search forms by name' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('/?');
    expect(search).toHaveValue('/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
