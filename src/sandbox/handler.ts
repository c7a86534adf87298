import { CONTROL_PREFIX, createApp } from './app';
import { applyListFault } from './fault-list';
import { createFaults, faultResponse, type Faults } from './faults';
import { createScenarios, type Scenarios } from './scenarios';
import { createSeedData, DEFAULT_SEED } from './seed';
import { createStore, type SandboxStore } from './store';

export interface SandboxOptions {
  /** Where the API lives; `<basePath>/forms` etc. Defaults to `/v1`. */
  basePath?: string;
  seed?: number;
  /** Latency of every API request; reset and `DELETE faults` come back to it. */
  latencyMs?: number;
}

export interface Sandbox {
  basePath: string;
  fetch(request: Request): Promise<Response>;
  store: SandboxStore;
  faults: Faults;
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
  const reset = () => {
    store.reset();
    scenarios.reset();
    faults.clear();
  };
  const app = createApp(basePath, { store, faults, scenarios, reset });

  // Faults that only the API suffers: never preflights (the browser would report a CORS
  // error instead of the fault) and never the control routes (they must stay reachable).
  const decide = (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const inside = pathname.startsWith(`${basePath}/`);
    const path = pathname.slice(basePath.length);
    if (!inside || request.method === 'OPTIONS' || path.startsWith(`${CONTROL_PREFIX}/`)) {
      return undefined;
    }
    return faults.decide(request.method, `${path}${search}`);
  };

  const answer = async (request: Request, decision: ReturnType<typeof decide>) => {
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

  return {
    basePath,
    store,
    faults,
    scenarios,
    reset,
    async fetch(request) {
      const decision = decide(request);
      const latency = decision && decision.delayMs > 0 ? sleep(decision.delayMs) : undefined;
      // A read is answered while the latency runs, as if the network held the answer back;
      // anything else takes effect only after it, so that a slow delete is not done early.
      if (request.method !== 'GET') await latency;
      let response = await answer(request, decision);
      if (decision?.action === 'pass' && decision.list) {
        response = await applyListFault(decision.list, request, response, (again) =>
          answer(again, undefined),
        );
      }
      await latency;
      return response;
    },
  };
}
