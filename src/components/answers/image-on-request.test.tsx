import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAnswer } from './answer-test-support';

const https = {
  name: 'pixel.png',
  url: 'https://tracker.example/p.png',
  mime_type: 'image/png',
  size: 10,
};
const http = { ...https, name: 'old.png', url: 'http://tracker.example/old.png' };
const images = () => [...document.querySelectorAll('img')];

describe('respondent images load only when asked', () => {
  it.each(['FILE_UPLOAD', 'SIGNATURE'])('%s: nothing loads until "Show image"', async (type) => {
    renderAnswer(type, [https]);
    expect(images()).toEqual([]);
    expect(screen.getByText('Loads it from tracker.example')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show image pixel.png' }));
    const [image] = images();
    expect(image).toHaveAttribute('src', 'https://tracker.example/p.png');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull();
  });

  it.each(['FILE_UPLOAD', 'SIGNATURE'])('%s: a plain-http image is a link only', (type) => {
    renderAnswer(type, [http]);
    expect(images()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull();
    expect(screen.getByRole('link', { name: /old\.png/ })).toHaveAttribute(
      'href',
      'http://tracker.example/old.png',
    );
  });

  it.each(['FILE_UPLOAD', 'SIGNATURE'])('%s in a table cell: a link, no image', (type) => {
    renderAnswer(type, [https], 'cell');
    expect(images()).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /pixel\.png/ })).toBeInTheDocument();
  });
});

describe('file names cannot spoof another name', () => {
  it.each(['cell', 'full'] as const)('a right-to-left override is shown (%s)', (variant) => {
    const name = 'invoice\u202Efdp.exe';
    renderAnswer('FILE_UPLOAD', [{ name, url: 'https://x.example/f', size: 1 }], variant);
    const link = screen.getByRole('link', { name: /invoice/ });
    expect(link).toHaveTextContent('invoice⟨U+202E⟩fdp.exe');
    expect(link.textContent).not.toContain('\u202E');
    expect(link).toHaveAttribute('dir', 'auto');
  });

  it('a zero-width space in a name without a link is shown too', () => {
    renderAnswer('SIGNATURE', [{ name: 'sig\u200B.png', url: 'ftp://x.example/s' }]);
    expect(screen.getByText('sig⟨U+200B⟩.png')).toBeInTheDocument();
  });
});
