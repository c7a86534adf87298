import { ApiError } from './api-error';
import { anyJson, apiRequest, buildUrl } from './client';

describe('buildUrl sends the key only to the base URL’s origin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds URLs for an absolute base, a proxy path and the in-browser sandbox', () => {
    expect(buildUrl('https://api.test/v1/', '/forms', { page: 2 })).toBe(
      'https://api.test/v1/forms?page=2',
    );
    expect(buildUrl('/api-proxy', '/users/me')).toBe('/api-proxy/users/me');
    expect(buildUrl(`${location.origin}/sandbox/v1`, '/forms')).toBe(
      `${location.origin}/sandbox/v1/forms`,
    );
  });

  it.each([
    ['/\\127.0.0.1:8898/v1', '/users/me'],
    ['//127.0.0.1:8898/v1', '/users/me'],
    ['/\t/127.0.0.1:8898/v1', '/users/me'],
    ['https://api.test/v1?x=1', '/users/me'],
    ['javascript:alert(1)', '/users/me'],
    // A path that would extend the host name: the URL would leave the origin.
    ['https://api.test', '.evil.example/users/me'],
  ])('refuses base %j with path %j', (base, path) => {
    expect(() => buildUrl(base, path)).toThrow(/Not sending the key/);
  });

  it('makes no request at all with a base URL that points elsewhere (e.g. from storage)', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    const request = apiRequest({ baseUrl: '/\\evil.example/v1', apiKey: 'k' }, '/users/me', {
      schema: anyJson,
    });
    await expect(request).rejects.toBeInstanceOf(ApiError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
