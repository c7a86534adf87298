import * as v from 'valibot';

/**
 * The sandbox's per-key rate limit, as a real service has one: each API key may make `limit`
 * requests in a window of `windowMs` that starts with its first request. Every API response
 * says where the key stands (`RateLimit-*`, and the `X-RateLimit-*` many services send); past
 * the limit the answer is 429 with `Retry-After`, the seconds until the window ends.
 */
export const rateLimitSettingSchema = v.strictObject({
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  windowMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3_600_000))),
});

export type RateLimitSetting = { limit: number; windowMs: number };

/** Where one request leaves its key: allowed or not, and the headers that say so. */
export type RateLimitCheck = { allowed: boolean; headers: Record<string, string> };

export interface KeyRateLimit {
  setting(): RateLimitSetting | null;
  /** Replaces the limit (null: none) and forgets every key's window. */
  configure(setting: RateLimitSetting | null): void;
  /** Back to the limit the sandbox started with. */
  clear(): void;
  /** Counts one request of `key`; undefined when there is no limit. */
  take(key: string, now?: number): RateLimitCheck | undefined;
}

const UNITS: Record<string, number> = { s: 1_000, sec: 1_000, min: 60_000, h: 3_600_000 };

/** `100/min`, `5/s` or `1000/h`, as `npm run sandbox -- --rate-limit` takes it. */
export function parseRateLimit(text: string): RateLimitSetting {
  const match = /^\s*(\d+)\s*\/\s*([a-z]+)\s*$/i.exec(text);
  const windowMs = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  const limit = Number(match?.[1]);
  if (!windowMs || !(limit >= 1)) {
    throw new Error(`--rate-limit must be requests per time, e.g. 100/min or 5/s (got "${text}")`);
  }
  return { limit, windowMs };
}

export function createKeyRateLimit(initial: RateLimitSetting | null = null): KeyRateLimit {
  let setting = initial;
  let windows = new Map<string, { start: number; count: number }>();
  return {
    setting: () => setting && { ...setting },
    configure(next) {
      setting = next && { ...next };
      windows = new Map();
    },
    clear() {
      setting = initial && { ...initial };
      windows = new Map();
    },
    take(key, now = Date.now()) {
      if (!setting) return undefined;
      let window = windows.get(key);
      if (!window || now - window.start >= setting.windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= setting.limit;
      const remaining = Math.max(0, setting.limit - window.count);
      const resetSeconds = Math.max(1, Math.ceil((window.start + setting.windowMs - now) / 1000));
      const headers: Record<string, string> = {
        'RateLimit-Limit': String(setting.limit),
        'RateLimit-Remaining': String(remaining),
        'RateLimit-Reset': String(resetSeconds),
        'X-RateLimit-Limit': String(setting.limit),
        'X-RateLimit-Remaining': String(remaining),
        'X-RateLimit-Reset': String(resetSeconds),
      };
      if (!allowed) headers['Retry-After'] = String(resetSeconds);
      return { allowed, headers };
    },
  };
}
