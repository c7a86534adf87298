import { applyListFault } from './fault-list';
import { createFaults, faultResponse, type Faults } from './faults';
import { createKeyRateLimit, type KeyRateLimit, type RateLimitSetting } from './rate-limit';
import { faultRoutes } from './routes-faults';
import { createSandboxCore, type SandboxCore } from './sandbox-core';
import type { Answer } from './sandbox-tools';
import { buildHostileForm } from './scenario-hostile';

export interface SandboxOptions {
  /** Where the API lives; `<basePath>/forms` etc. Defaults to `/v1`. */
  basePath?: string;
  seed?: number;
  /** Latency of every API request; reset and `DELETE faults` come back to it. */
  latencyMs?: number;
  /** A per-key rate limit, as a real service has; reset comes back to it. */
  rateLimit?: RateLimitSetting | null;
}

/** The sandbox of tests and `npm run sandbox`: the API with faults, a rate limit, hostile data. */
export interface Sandbox extends SandboxCore {
  faults: Faults;
  rateLimit: KeyRateLimit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const faults = createFaults({ latencyMs: options.latencyMs ?? 0 });
  const rateLimit = createKeyRateLimit(options.rateLimit ?? null);

  // A fault's latency and its answer, or the app's.
  const withFaults = async (request: Request, target: string, answer: Answer) => {
    const decision = faults.decide(request.method, target);
    const latency = decision.delayMs > 0 ? sleep(decision.delayMs) : undefined;
    // A read is answered while the latency runs, as if the network held the answer back;
    // anything else takes effect only after it, so that a slow delete is not done early.
    if (request.method !== 'GET') await latency;
    // A dropped connection is not a response the app could send.
    let response =
      decision.action === 'drop'
        ? Response.error()
        : await answer(request, decision.action === 'respond' ? decision.response : undefined);
    if (decision.action === 'pass' && decision.list) {
      response = await applyListFault(decision.list, request, response, (again) => answer(again));
    }
    await latency;
    return response;
  };

  const core = createSandboxCore(options, {
    async serve(request, target, answer) {
      // Counted as the service would count it: a refused request goes no further.
      const limited = rateLimit.take(request.headers.get('Authorization') ?? '');
      if (limited && !limited.allowed) {
        const refusal = faultResponse({ status: 429, error: 'Too many requests' });
        return withHeaders(await answer(request, refusal), limited.headers);
      }
      const response = await withFaults(request, target, answer);
      return limited ? withHeaders(response, limited.headers) : response;
    },
    routes: faultRoutes(faults, rateLimit),
    state: () => ({ faults: faults.config() }),
    reset() {
      faults.clear();
      rateLimit.clear();
    },
    buildHostileForm,
  });
  return { ...core, faults, rateLimit };
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
