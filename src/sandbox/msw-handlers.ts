import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Sandbox } from './handler';

/** Re-addresses a request from the mount's base URL to the sandbox's own base path. */
async function rebase(request: Request, mountPath: string, basePath: string): Promise<Request> {
  const url = new URL(request.url);
  if (mountPath === basePath) return request;
  url.pathname = `${basePath}${url.pathname.slice(mountPath.length)}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}

/**
 * msw handlers that answer every request under `baseUrl` from the sandbox. `baseUrl` may use
 * another path than the sandbox's base path; requests are re-addressed to it.
 */
export function sandboxHandlers(
  sandbox: Pick<Sandbox, 'fetch' | 'basePath'>,
  baseUrl: string,
): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const mountPath = new URL(base).pathname.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const response = await sandbox.fetch(await rebase(request, mountPath, sandbox.basePath));
      // msw turns this into a network error, the way a dropped connection looks to fetch.
      return response.type === 'error' ? HttpResponse.error() : response;
    }),
  ];
}
