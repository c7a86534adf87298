import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@test/render-app';
import { setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

setupSandboxServer();

describe('key entry: errors', () => {
  it('the error of a failed connect clears as soon as a field is edited', async () => {
    const { user } = renderApp('/forms', { apiKey: null });
    await user.type(await screen.findByLabelText(/^API base URL/), TEST_BASE_URL);
    const key = screen.getByLabelText(/^API key/);
    await user.type(key, 'nope');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect');

    await user.type(key, '!');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect');
    await user.type(screen.getByLabelText(/^API base URL/), '/');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
