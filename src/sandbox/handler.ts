import { CONTROL_PREFIX, createApp } from './app';
import { applyListFault } from './fault-list';
import { createFaults, type FaultDecision, faultResponse, type Faults } from './faults';
import { createKeyRateLimit, type KeyRateLimit, type RateLimitSetting } from './rate-limit';
import { createScenarios, type Scenarios } from './scenarios';
import { createSeedData, DEFAULT_SEED } from './seed';
import { createStore, type SandboxStore } from './store';

export interface SandboxOptions {
  /** Where the API lives; `<basePath>/forms` etc. Defaults to `/v1`. */
  basePath?: string;
  seed?: number;
  /** Latency of every API request; reset and `DELETE faults` come back to it. */
  latencyMs?: number;
  /** A per-key rate limit, as a real service has; reset comes back to it. */
  rateLimit?: RateLimitSetting | null;
}

export interface Sandbox {
  basePath: string;
  fetch(request: Request): Promise<Response>;
  store: SandboxStore;
  faults: Faults;
  rateLimit: KeyRateLimit;
  scenarios: Scenarios;
  /** Seed data back, scenarios gone, faults back to the startup configuration. */
  reset(): void;
}

function normalizeBasePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const basePath = normalizeBasePath(options.basePath ?? '/v1');
  const store = createStore(createSeedData(options.seed ?? DEFAULT_SEED));
  const faults = createFaults({ latencyMs: options.latencyMs ?? 0 });
  const scenarios = createScenarios(store, options.seed ?? DEFAULT_SEED);
  const rateLimit = createKeyRateLimit(options.rateLimit ?? null);
  const reset = () => {
    store.reset();
    scenarios.reset();
    faults.clear();
    rateLimit.clear();
  };
  const app = createApp(basePath, { store, faults, rateLimit, scenarios, reset });

  // Faults and the rate limit are for the API only: never preflights (the browser would report
  // a CORS error instead) and never the control routes (they must stay reachable).
  const isApi = (request: Request) => {
    const { pathname } = new URL(request.url);
    const path = pathname.slice(basePath.length);
    return (
      pathname.startsWith(`${basePath}/`) &&
      request.method !== 'OPTIONS' &&
      !path.startsWith(`${CONTROL_PREFIX}/`)
    );
  };
  const decide = (request: Request) => {
    const { pathname, search } = new URL(request.url);
    return faults.decide(request.method, `${pathname.slice(basePath.length)}${search}`);
  };

  const answer = async (request: Request, decision: FaultDecision | undefined) => {
    // Before the app, because a dropped connection is not a response the app could send.
    if (decision?.action === 'drop') return Response.error();
    const injected = decision?.action === 'respond' ? decision.response : undefined;
    try {
      return await app.fetch(request, { injected });
    } catch (error) {
      // Hono only handles thrown Error objects itself; anything else still gets a 500.
      const message = error instanceof Error ? error.message : String(error);
      return app.fetch(request, { injected: faultResponse({ status: 500, error: message }) });
    }
  };

  // A fault's latency and its answer, or the app's.
  const serve = async (request: Request) => {
    const decision = decide(request);
    const latency = decision.delayMs > 0 ? sleep(decision.delayMs) : undefined;
    // A read is answered while the latency runs, as if the network held the answer back;
    // anything else takes effect only after it, so that a slow delete is not done early.
    if (request.method !== 'GET') await latency;
    let response = await answer(request, decision);
    if (decision.action === 'pass' && decision.list) {
      response = await applyListFault(decision.list, request, response, (again) =>
        answer(again, undefined),
      );
    }
    await latency;
    return response;
  };

  return {
    basePath,
    store,
    faults,
    rateLimit,
    scenarios,
    reset,
    async fetch(request) {
      if (!isApi(request)) return answer(request, undefined);
      // Counted as the service would count it: a refused request goes no further.
      const limited = rateLimit.take(request.headers.get('Authorization') ?? '');
      if (limited && !limited.allowed) {
        const refusal = faultResponse({ status: 429, error: 'Too many requests' });
        const response = await answer(request, {
          delayMs: 0,
          action: 'respond',
          response: refusal,
        });
        return withHeaders(response, limited.headers);
      }
      const response = await serve(request);
      return limited ? withHeaders(response, limited.headers) : response;
    },
  };
}

/** The response with these headers added; a dropped connection stays one. */
function withHeaders(response: Response, added: Record<string, string>): Response {
  if (response.type === 'error') return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(added)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
