import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAnswer } from './answer-test-support';

const images = () => [...document.querySelectorAll('img')];
const file = (url: string) => [{ name: 'signature.png', url, mime_type: 'image/png', size: 10 }];

describe('respondent images: the app’s own files and broken images', () => {
  it('an image on the page’s own origin may be shown, even over plain http', async () => {
    const url = `${window.location.origin}/sandbox-files/signature.png`;
    expect(url).toMatch(/^http:/);
    renderAnswer('SIGNATURE', file(url));
    await userEvent.click(screen.getByRole('button', { name: 'Show image signature.png' }));
    expect(images()[0]).toHaveAttribute('src', url);
  });

  it.each(['FILE_UPLOAD', 'SIGNATURE'])(
    '%s: an image that fails to load says so in its place',
    async (type) => {
      renderAnswer(type, file('https://files.example/missing.png'));
      await userEvent.click(screen.getByRole('button', { name: 'Show image signature.png' }));
      const [image] = images();
      expect(image).toBeDefined();
      fireEvent.error(image!);
      expect(images()).toEqual([]);
      expect(screen.getByText('Image signature.png could not be loaded')).toBeInTheDocument();
      // The link to the file stays.
      expect(screen.getByRole('link', { name: /signature\.png/ })).toBeInTheDocument();
    },
  );
});
