import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSandbox } from '@/sandbox/handler';
import { SANDBOX_BROWSER_BASE_PATH } from '@/sandbox/keys';
import { sandboxHandlers } from '@/sandbox/msw-handlers';

/** The sandbox, as the app's "Use the sandbox" button addresses it, served by msw/node. */
export const sandbox = createSandbox({ basePath: SANDBOX_BROWSER_BASE_PATH });
export const TEST_BASE_URL = `${window.location.origin}${SANDBOX_BROWSER_BASE_PATH}`;
export const server = setupServer(...sandboxHandlers(sandbox, TEST_BASE_URL));

export type RecordedRequest = { method: string; url: URL; authorization: string | null };

/** Every request that reached the API in the current test. */
export const requests: RecordedRequest[] = [];

server.events.on('request:start', ({ request }) => {
  requests.push({
    method: request.method,
    url: new URL(request.url),
    authorization: request.headers.get('Authorization'),
  });
});

/** Registers the server's lifecycle in the calling test file. */
export function setupSandboxServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sandbox.reset();
    requests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function apiRequests(method: string, pathSuffix: string | RegExp) {
  return requests.filter(
    (request) =>
      request.method === method &&
      (typeof pathSuffix === 'string'
        ? request.url.pathname.endsWith(pathSuffix)
        : pathSuffix.test(request.url.pathname)),
  );
}

/**
 * Holds the answers to GET `path` (those `when` picks) until `release()` is called; then
 * answers with `body`, or without one lets the sandbox answer.
 */
export function holdGets(
  path: string,
  { body, when = () => true }: { body?: unknown; when?: (url: URL) => boolean } = {},
): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      if (!when(new URL(request.url))) return undefined;
      await held;
      return body === undefined ? undefined : HttpResponse.json(body);
    }),
  );
  return release;
}
