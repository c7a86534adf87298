import { SECRET_MASK, shownUrl } from './url-secrets';

const M = SECRET_MASK;

describe('shownUrl', () => {
  it.each([
    ['https://h.example/in?token=abc123', `https://h.example/in?token=${M}`],
    ['https://h.example/in?a=1&key=k9&b=2', `https://h.example/in?a=1&key=${M}&b=2`],
    [
      'https://h.example/in?client_secret=s&sig=x',
      `https://h.example/in?client_secret=${M}&sig=${M}`,
    ],
    ['https://h.example/in?api%5Fkey=z', `https://h.example/in?api%5Fkey=${M}`],
    ['https://h.example/cb#access_token=t0', `https://h.example/cb#access_token=${M}`],
    ['https://bot:hunter2@h.example/x', `https://bot:${M}@h.example/x`],
  ])('masks the secret in %s', (url, masked) => {
    const shown = shownUrl(url);
    expect(shown.masked).toBe(masked);
    expect(shown.hasSecret).toBe(true);
    expect(shown.full).toBe(new URL(url).href);
  });

  it('leaves a URL without secrets as the browser sends it', () => {
    const shown = shownUrl('https://hooks.example/a?page=2&sort=new');
    expect(shown).toEqual({
      full: 'https://hooks.example/a?page=2&sort=new',
      masked: 'https://hooks.example/a?page=2&sort=new',
      hasSecret: false,
    });
  });

  it('shows the address the link goes to: punycode host, encoded path', () => {
    const shown = shownUrl('https://exаmple.com/\u202Egpj.exe');
    expect(shown.full).toBe('https://xn--exmple-4nf.com/%E2%80%AEgpj.exe');
    expect(shown.masked).toBe(shown.full);
  });

  it('an empty secret or a user name without password is nothing to hide', () => {
    expect(shownUrl('https://h.example/?token=').hasSecret).toBe(false);
    expect(shownUrl('https://bot@h.example/').masked).toBe('https://bot@h.example/');
  });

  it('text that is no URL is shown as it is', () => {
    expect(shownUrl('not a url')).toEqual({
      full: 'not a url',
      masked: 'not a url',
      hasSecret: false,
    });
  });
});
