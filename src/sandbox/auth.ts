import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { fail, type SandboxEnv } from './context';
import { SANDBOX_KEYS } from './keys';

// A Map, not an object literal: "Bearer constructor" must not find Object.prototype.constructor.
const PERMISSIONS = new Map<string, { mayViewPartial: boolean }>([
  [SANDBOX_KEYS.full, { mayViewPartial: true }],
  [SANDBOX_KEYS.completedOnly, { mayViewPartial: false }],
]);

/** Bearer auth for every API route; it runs before anything else looks at the request. */
export function bearerAuth(isExempt: (path: string) => boolean): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isExempt(c.req.path)) return next();
    // The scheme name is case-insensitive (RFC 9110); the key is not.
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header('Authorization') ?? '');
    const permissions = match?.[1] === undefined ? undefined : PERMISSIONS.get(match[1]);
    if (!permissions) return fail(c, 401, ERROR_MESSAGES.unauthorized);
    c.set('mayViewPartial', permissions.mayViewPartial);
    return next();
  };
}
