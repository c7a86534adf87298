import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@test/render';
import { renderAnswer } from './answer-test-support';
import { TruncatedText } from './truncated-text';

describe('AnswerView long text in a cell', () => {
  const long = `${'The quick brown fox jumps over the lazy dog. '.repeat(20)}THE END`;

  it('is cut short with the whole text behind "Show full text"', async () => {
    renderAnswer('LONG_ANSWER', long, 'cell');
    expect(screen.queryByText(/THE END/)).toBeNull();
    expect(screen.getByText(/…$/).textContent!.length).toBeLessThanOrEqual(81);
    await userEvent.click(screen.getByRole('button', { name: 'Show full text' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/THE END$/).textContent).toBe(long);
  });

  it('is shown whole in full view', () => {
    renderAnswer('LONG_ANSWER', long, 'full');
    expect(screen.getByText(/THE END$/).textContent).toBe(long);
    expect(screen.queryByRole('button', { name: 'Show full text' })).toBeNull();
  });

  it('short text has no button', () => {
    renderAnswer('SHORT_ANSWER', 'short', 'cell');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('TruncatedText', () => {
  it('keeps clicks on its button and popover from reaching a clickable row', async () => {
    const onRowClick = vi.fn();
    renderWithMantine(
      <div onClick={onRowClick}>
        <TruncatedText text={'word '.repeat(40)} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show full text' }));
    await userEvent.click(await screen.findByRole('dialog'));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('honours a custom limit', () => {
    renderWithMantine(<TruncatedText text="abcdefghij" limit={4} />);
    expect(screen.getByText('abcd…')).toBeInTheDocument();
  });
});
