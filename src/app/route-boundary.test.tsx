import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithMantine } from '@test/render';
import { RouteBoundary } from './route-boundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (secret answer)');
}

function renderRoutes() {
  return renderWithMantine(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/fine">Elsewhere</Link>
      <Routes>
        <Route
          path="/broken"
          element={
            <RouteBoundary>
              <Broken />
            </RouteBoundary>
          }
        />
        <Route
          path="/fine"
          element={
            <RouteBoundary>
              <h1>A page that works</h1>
            </RouteBoundary>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a page that fails to display', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('is replaced by an error with Reload and Back to forms, without the error text', async () => {
    renderRoutes();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Your data is safe; nothing was changed.');
    expect(alert).not.toHaveTextContent('secret answer');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to forms' })).toHaveAttribute('href', '/forms');
  });

  it('is cleared by the next navigation', async () => {
    renderRoutes();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'A page that works' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
