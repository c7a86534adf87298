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
    // A user name alone is the token.
    ['https://TOKEN@h.example/x', `https://${M}@h.example/x`],
    ['https://h.example/in?jwt=eyJhbGc.e30.sig', `https://h.example/in?jwt=${M}`],
    ['https://h.example/cb?code=4%2F0Ab&state=1', `https://h.example/cb?code=${M}&state=1`],
    ['https://h.example/in?hmac=ab12', `https://h.example/in?hmac=${M}`],
    ['https://h.example/in?a=1;token=t0', `https://h.example/in?a=1;token=${M}`],
    ['https://h.example/in;token=t0/x', `https://h.example/in;token=${M}/x`],
    [
      'https://hooks.slack.com/services/T0123/B4567/XyZsecret890',
      `https://hooks.slack.com/services/T0123/B4567/${M}`,
    ],
    [
      'https://discord.com/api/webhooks/112233445566/AbC-dEf_token',
      `https://discord.com/api/webhooks/112233445566/${M}`,
    ],
    [
      'https://discord.com/api/v10/webhooks/112233445566/AbC-dEf_token?wait=true',
      `https://discord.com/api/v10/webhooks/112233445566/${M}?wait=true`,
    ],
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

  it('an empty secret, or a name like a secret word but not one, is nothing to hide', () => {
    expect(shownUrl('https://h.example/?token=').hasSecret).toBe(false);
    for (const url of [
      'https://h.example/in?zipcode=8001&country_code=CH',
      'https://h.example/services/main/hooks/abc',
      'https://h.example/api/webhooks/formdeck',
    ]) {
      expect(shownUrl(url)).toEqual({ full: url, masked: url, hasSecret: false });
    }
  });

  it('text that is no URL is shown as it is', () => {
    expect(shownUrl('not a url')).toEqual({
      full: 'not a url',
      masked: 'not a url',
      hasSecret: false,
    });
  });
});
