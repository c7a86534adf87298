import * as v from 'valibot';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { isListRequest, LIST_ORDER_FAULTS, type ListFault } from './fault-list';

const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
// Bounded so a typo cannot hang a test run for hours.
const delay = int(0, 600_000);

export const faultRuleSchema = v.strictObject({
  method: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** A substring of the path after the base path, e.g. `/forms` or `/submissions/`. */
  path: v.optional(v.string()),
  /** Only requests for this `page` (absent means 1), e.g. to break one page of a paging. */
  page: v.optional(int(1)),
  status: v.optional(int(200, 599)),
  error: v.optional(v.string()),
  /** A raw body, sent as is (e.g. something that is not JSON). */
  body: v.optional(v.string()),
  contentType: v.optional(v.string()),
  /** The Retry-After header value: seconds or an HTTP date. */
  retryAfter: v.optional(v.string()),
  latencyMs: v.optional(delay),
  drop: v.optional(v.boolean()),
  /** A list's `total` rewritten to this; the rule then matches only GET list requests. */
  total: v.optional(int(0)),
  /** A list page's items reversed or replaced by the previous page's; list requests only. */
  order: v.optional(v.picklist(LIST_ORDER_FAULTS)),
  /** A list's `has_next` rewritten to this (e.g. true for ever); list requests only. */
  hasNext: v.optional(v.boolean()),
  /** Apply this many times, then remove the rule; absent means forever. */
  times: v.optional(int(1)),
});

export const rateLimitSchema = v.strictObject({
  limit: int(0),
  windowMs: int(1),
  retryAfterSeconds: int(0),
});

/** The body of `PUT __sandbox/faults`; it replaces the whole configuration. */
export const faultConfigSchema = v.strictObject({
  latencyMs: v.optional(delay),
  rules: v.optional(v.array(faultRuleSchema)),
  rateLimit: v.nullish(rateLimitSchema),
});

export type FaultRule = v.InferOutput<typeof faultRuleSchema>;
export type RateLimit = v.InferOutput<typeof rateLimitSchema>;
export type FaultConfigInput = v.InferOutput<typeof faultConfigSchema>;

export interface FaultConfig {
  latencyMs: number;
  rules: FaultRule[];
  rateLimit: RateLimit | null;
}

export type FaultDecision =
  /** `list`: rewrite the envelope of the list response the app sends (see fault-list.ts). */
  | { delayMs: number; action: 'pass'; list?: ListFault }
  | { delayMs: number; action: 'drop' }
  | { delayMs: number; action: 'respond'; response: Response };

export interface Faults {
  config(): FaultConfig;
  /** Replaces the configuration; absent fields switch that fault off. */
  configure(input: FaultConfigInput): void;
  /** Back to the configuration the faults were created with. */
  clear(): void;
  /**
   * What to do with one API request, `target` being its path after the base path and its query
   * (e.g. `/forms?page=2`); counts it for the rate limit and uses up `times`.
   */
  decide(method: string, target: string, now?: number): FaultDecision;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: ERROR_MESSAGES.unauthorized,
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

export function faultResponse(rule: FaultRule): Response {
  const status = rule.status ?? 500;
  const headers = new Headers();
  if (rule.retryAfter !== undefined) headers.set('Retry-After', rule.retryAfter);
  // These statuses may not carry a body at all.
  if ([204, 205, 304].includes(status)) return new Response(null, { status, headers });
  const fallback =
    status < 400 ? '{}' : JSON.stringify({ error: DEFAULT_MESSAGES[status] ?? `Error ${status}` });
  const body =
    rule.body ?? (rule.error !== undefined ? JSON.stringify({ error: rule.error }) : fallback);
  const isRaw = rule.body !== undefined;
  headers.set(
    'Content-Type',
    rule.contentType ?? (isRaw ? 'text/plain; charset=utf-8' : 'application/json'),
  );
  return new Response(body, { status, headers });
}

const isListFault = (rule: FaultRule) =>
  rule.total !== undefined || rule.order !== undefined || rule.hasNext !== undefined;

function matches(rule: FaultRule, method: string, target: string): boolean {
  const [path = '', query] = target.split('?', 2);
  const page = new URLSearchParams(query).get('page') ?? '1';
  return (
    (rule.method === undefined || rule.method.toUpperCase() === method.toUpperCase()) &&
    (rule.path === undefined || path.includes(rule.path)) &&
    (rule.page === undefined || page === String(rule.page)) &&
    (!isListFault(rule) || isListRequest(method, path))
  );
}

function normalize(input: FaultConfigInput): FaultConfig {
  return structuredClone({
    latencyMs: input.latencyMs ?? 0,
    rules: input.rules ?? [],
    rateLimit: input.rateLimit ?? null,
  });
}

export function createFaults(initial: FaultConfigInput = {}): Faults {
  let config = normalize(initial);
  let window = { start: -Infinity, count: 0 };

  return {
    config: () => structuredClone(config),
    configure(input) {
      config = normalize(input);
      window = { start: -Infinity, count: 0 };
    },
    clear() {
      config = normalize(initial);
      window = { start: -Infinity, count: 0 };
    },
    decide(method, target, now = Date.now()) {
      const delayMs = config.latencyMs;
      const limit = config.rateLimit;
      if (limit) {
        if (now - window.start >= limit.windowMs) window = { start: now, count: 0 };
        window.count += 1;
        if (window.count > limit.limit) {
          const retryAfter = String(limit.retryAfterSeconds);
          return {
            delayMs,
            action: 'respond',
            response: faultResponse({ status: 429, error: 'Too many requests', retryAfter }),
          };
        }
      }
      const index = config.rules.findIndex((rule) => matches(rule, method, target));
      const rule = config.rules[index];
      if (!rule) return { delayMs, action: 'pass' };
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) config.rules.splice(index, 1);
      }
      const delay = delayMs + (rule.latencyMs ?? 0);
      if (rule.drop) return { delayMs: delay, action: 'drop' };
      const responds = [rule.status, rule.error, rule.body].some((v) => v !== undefined);
      if (responds) return { delayMs: delay, action: 'respond', response: faultResponse(rule) };
      // A rule with only a latency slows the request down and lets it through.
      if (!isListFault(rule)) return { delayMs: delay, action: 'pass' };
      return {
        delayMs: delay,
        action: 'pass',
        list: { total: rule.total, order: rule.order, hasNext: rule.hasNext },
      };
    },
  };
}
