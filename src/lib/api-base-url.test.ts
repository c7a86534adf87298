import { checkBaseUrl } from './api-base-url';

const PAGE = 'https://app.example';

describe('checkBaseUrl', () => {
  it.each([
    ['https://forms.example.com/v1', 'https://forms.example.com'],
    ['  https://forms.example.com/v1/  ', 'https://forms.example.com'],
    ['http://localhost:8787/v1', 'http://localhost:8787'],
    ['http://127.0.0.1:8898/v1', 'http://127.0.0.1:8898'],
    ['http://[::1]:8787/v1', 'http://[::1]:8787'],
    ['/api-proxy', PAGE],
    ['/sandbox/v1', PAGE],
  ])('takes %s, whose key goes to %s, without a warning', (value, origin) => {
    expect(checkBaseUrl(value, PAGE)).toEqual({ ok: true, origin, warning: null });
  });

  it.each([
    ['/\\127.0.0.1:8898/v1', /full URL/],
    ['//127.0.0.1:8898/v1', /full URL/],
    ['/\t/127.0.0.1:8898/v1', /full URL/],
    ['/\n/evil.example', /full URL/],
    ['https://forms.example.com\\@evil.example/v1', /full URL/],
    ['javascript:alert(1)', /full URL/],
    ['ftp://forms.example.com/v1', /full URL/],
    ['forms.example.com/v1', /full URL/],
    ['https://forms.example.com/v1?token=x', /query .* fragment/],
    ['https://forms.example.com/v1#x', /query .* fragment/],
    ['/api-proxy?x=1', /query .* fragment/],
    ['https://user:pw@forms.example.com/v1', /user name and password/],
    ['', /Enter the API base URL/],
  ])('refuses %j with a message', (value, message) => {
    const checked = checkBaseUrl(value, PAGE);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.error).toMatch(message);
  });

  it('warns, without refusing, that plain http to another host sends the key unencrypted', () => {
    expect(checkBaseUrl('http://forms.example.com/v1', PAGE)).toEqual({
      ok: true,
      origin: 'http://forms.example.com',
      warning: expect.stringMatching(/unencrypted to forms\.example\.com/),
    });
    expect(checkBaseUrl('http://localhost.evil.example/v1', PAGE)).toMatchObject({
      warning: expect.stringMatching(/unencrypted/),
    });
  });
});
