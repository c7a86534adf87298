import { Hono } from 'hono';
import type { SandboxEnv } from './context';
import { faultConfigSchema, type Faults } from './faults';
import { type KeyRateLimit, rateLimitSettingSchema } from './rate-limit';
import { readBody } from './routes-control';

/** The control routes of the faults and the rate limit (handler.ts); the demo has none. */
export function faultRoutes(faults: Faults, rateLimit: KeyRateLimit) {
  return (
    new Hono<SandboxEnv>()
      .get('/faults', (c) => c.json(faults.config()))
      .put('/faults', async (c) => {
        const body = await readBody(c, faultConfigSchema, 'faults');
        if (!body.ok) return body.response;
        faults.configure(body.value);
        return c.json(faults.config());
      })
      .delete('/faults', (c) => {
        faults.clear();
        return c.json(faults.config());
      })
      // The per-key rate limit: `{"limit": 100}` a minute, or `"windowMs"` for another window.
      .get('/rate-limit', (c) => c.json({ rateLimit: rateLimit.setting() }))
      .put('/rate-limit', async (c) => {
        const body = await readBody(c, rateLimitSettingSchema, 'rate limit');
        if (!body.ok) return body.response;
        rateLimit.configure({ windowMs: 60_000, ...body.value });
        return c.json({ rateLimit: rateLimit.setting() });
      })
      .delete('/rate-limit', (c) => {
        rateLimit.configure(null);
        return c.json({ rateLimit: null });
      })
  );
}
