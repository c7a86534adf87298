import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { parseRetryAfter } from './wait-policy';
import { apiDelete, apiRequest, buildUrl } from './client';
import { checked } from './schema';

const BASE = 'https://api.test/v1';
const KEY = 'secret-key-123';
const server = setupServer();
const credentials = { baseUrl: BASE, apiKey: KEY };
const schema = checked(v.object({ ok: v.boolean() }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends the key as a bearer header, never in the URL, and returns the validated body', async () => {
    let seen: { auth: string | null; url: string } | undefined;
    server.use(
      http.get(`${BASE}/forms`, ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), url: request.url };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(
      apiRequest(credentials, '/forms', { schema, query: { page: 2 } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(seen?.auth).toBe(`Bearer ${KEY}`);
    expect(seen?.url).toBe(`${BASE}/forms?page=2`);
    expect(seen?.url).not.toContain(KEY);
  });

  it("turns an error status into an ApiError with the API's error text", async () => {
    server.use(
      http.get(`${BASE}/forms`, () =>
        HttpResponse.json({ error: 'Form not found' }, { status: 404 }),
      ),
    );
    const error = await failure(apiRequest(credentials, '/forms', { schema }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Form not found' });
    expect(error.isNotFound).toBe(true);
  });

  it('reads Retry-After from a 429', async () => {
    server.use(
      http.get(`${BASE}/forms`, () =>
        HttpResponse.json({ error: 'Slow down' }, { status: 429, headers: { 'Retry-After': '3' } }),
      ),
    );
    const error = await failure(apiRequest(credentials, '/forms', { schema }));
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3000 });
  });

  it('names a non-JSON answer and a wrong shape as unreadable', async () => {
    server.use(http.get(`${BASE}/a`, () => new HttpResponse('<html>hi</html>', { status: 200 })));
    server.use(http.get(`${BASE}/b`, () => HttpResponse.json({ ok: 'yes' })));
    expect(await failure(apiRequest(credentials, '/a', { schema }))).toMatchObject({
      kind: 'unreadable',
      message: 'The API answered with something that is not JSON.',
    });
    expect(await failure(apiRequest(credentials, '/b', { schema }))).toMatchObject({
      kind: 'unreadable',
      message: 'The API answered in an unexpected shape.',
    });
  });

  it('gives a 500 without a JSON body a readable message', async () => {
    server.use(http.delete(`${BASE}/x`, () => new HttpResponse('oops', { status: 502 })));
    const error = await failure(apiDelete(credentials, '/x'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'The API failed (HTTP 502)',
    });
  });

  it('reports a dropped connection as a network error that does not carry the key', async () => {
    server.use(http.get(`${BASE}/forms`, () => HttpResponse.error()));
    const error = await failure(apiRequest(credentials, '/forms', { schema }));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).not.toContain(KEY);
  });
});

describe('apiDelete', () => {
  it("takes any 2xx as done: the sandbox's 200 with a message, and a 204 with no body", async () => {
    const seen: { method: string; auth: string | null }[] = [];
    const record = (request: Request) =>
      seen.push({ method: request.method, auth: request.headers.get('Authorization') });
    server.use(
      http.delete(`${BASE}/forms/a`, ({ request }) => {
        record(request);
        return HttpResponse.json({ message: 'Form deleted' });
      }),
      http.delete(`${BASE}/forms/b`, ({ request }) => {
        record(request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${BASE}/forms/c`, ({ request }) => {
        record(request);
        return new HttpResponse('', { status: 202 });
      }),
    );
    await expect(apiDelete(credentials, '/forms/a')).resolves.toBeUndefined();
    await expect(apiDelete(credentials, '/forms/b')).resolves.toBeUndefined();
    await expect(apiDelete(credentials, '/forms/c')).resolves.toBeUndefined();
    expect(seen).toEqual(Array(3).fill({ method: 'DELETE', auth: `Bearer ${KEY}` }));
  });

  it("rejects a 404 with the API's text, for the caller to judge", async () => {
    server.use(
      http.delete(`${BASE}/forms/a`, () =>
        HttpResponse.json({ error: 'Form not found' }, { status: 404 }),
      ),
    );
    const error = await failure(apiDelete(credentials, '/forms/a'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Form not found' });
  });
});

describe('buildUrl', () => {
  it('joins the base URL and path and leaves out empty parameters', () => {
    expect(
      buildUrl('https://x.test/v1/', '/webhooks', { form_id: undefined, page: 1, limit: 50 }),
    ).toBe('https://x.test/v1/webhooks?page=1&limit=50');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores garbage', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
