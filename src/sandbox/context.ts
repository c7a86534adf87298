import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface SandboxEnv {
  Bindings: {
    /** A response chosen by fault injection; it is sent instead of the route's. */
    injected?: Response;
  };
  Variables: {
    mayViewPartial: boolean;
  };
}

export type SandboxContext = Context<SandboxEnv>;

/** Every error body of the contract is `{ error: string }`. */
export function fail(c: Context, status: ContentfulStatusCode, error: string): Response {
  return c.json({ error }, status);
}

export function paginate<T>(items: readonly T[], page: number, limit: number) {
  const start = (page - 1) * limit;
  return {
    items: items.slice(start, start + limit),
    page,
    limit,
    total: items.length,
    has_next: start + limit < items.length,
  };
}

export function query(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}
