import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSandbox } from '../src/sandbox/handler';
import { SANDBOX_BROWSER_BASE_PATH } from '../src/sandbox/keys';
import { sandboxHandlers } from '../src/sandbox/msw-handlers';

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
