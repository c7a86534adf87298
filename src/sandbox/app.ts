import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bearerAuth } from './auth';
import { fail, type SandboxEnv } from './context';
import { controlRoutes, type ControlDeps } from './routes-control';
import { formRoutes } from './routes-forms';
import { submissionRoutes } from './routes-submissions';
import { userRoutes } from './routes-user';
import { webhookRoutes } from './routes-webhooks';

export const CONTROL_PREFIX = '/__sandbox';

/** What the rate limit says on every API response (rate-limit.ts), readable by a page. */
export const RATE_LIMIT_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
] as const;

/** The Hono app behind the sandbox: CORS, an injected answer, control routes, then the API. */
export function createApp(basePath: string, deps: ControlDeps) {
  const controlPath = `${basePath}${CONTROL_PREFIX}`;
  const app = new Hono<SandboxEnv>();
  // First, so every response, errors and injected faults included, carries CORS headers.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'DELETE', 'OPTIONS', 'POST', 'PUT'],
      // A page may read only the headers listed here: the waits and the rate limit's state.
      exposeHeaders: ['Retry-After', ...RATE_LIMIT_HEADERS],
    }),
  );
  app.use('*', async (c, next) => {
    const injected = c.env?.injected;
    if (injected) return injected;
    return next();
  });
  app.route(controlPath, controlRoutes(deps));
  if (deps.tools) app.route(controlPath, deps.tools.routes);
  app.use(
    `${basePath}/*`,
    bearerAuth((path) => path.startsWith(`${controlPath}/`)),
  );
  app.route(basePath, formRoutes(deps.store));
  app.route(basePath, submissionRoutes(deps.store));
  app.route(basePath, userRoutes(deps.store));
  app.route(basePath, webhookRoutes(deps.store));
  app.notFound((c) => fail(c, 404, 'Not found'));
  app.onError((error, c) => fail(c, 500, error.message || 'Internal server error'));
  return app;
}
