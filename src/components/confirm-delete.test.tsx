import { screen } from '@testing-library/react';
import { renderOverlays } from '@test/render';
import { confirmDelete } from './confirm-delete';

describe('confirmDelete', () => {
  it('a Delete pressed before the dialogs have loaded still asks, once they are in place', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    confirmDelete({
      title: 'Delete this form?',
      message: 'Its submissions go with it.',
      confirmLabel: 'Delete form',
      onConfirm,
    });
    // The dialogs are put in place only after the click.
    renderOverlays();
    const dialog = await screen.findByRole('dialog', { name: 'Delete this form?' });
    expect(dialog).toHaveTextContent('Its submissions go with it.');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
