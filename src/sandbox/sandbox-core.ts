import { CONTROL_PREFIX, createApp } from './app';
import type { Answer, SandboxTools } from './sandbox-tools';
import { createScenarios, type Scenarios } from './scenarios';
import { createSeedData, DEFAULT_SEED } from './seed';
import { createStore, type SandboxStore } from './store';

export interface SandboxCoreOptions {
  /** Where the API lives; `<basePath>/forms` etc. Defaults to `/v1`. */
  basePath?: string;
  seed?: number;
}

export interface SandboxCore {
  basePath: string;
  fetch(request: Request): Promise<Response>;
  store: SandboxStore;
  scenarios: Scenarios;
  /** Seed data back, scenarios gone, the tools back to how they started. */
  reset(): void;
}

function normalizeBasePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The v1 API with seeded data and its control routes; with `tools`, also theirs. */
export function createSandboxCore(
  options: SandboxCoreOptions = {},
  tools?: SandboxTools,
): SandboxCore {
  const basePath = normalizeBasePath(options.basePath ?? '/v1');
  const seed = options.seed ?? DEFAULT_SEED;
  const store = createStore(createSeedData(seed));
  const scenarios = createScenarios(store, seed, tools?.buildHostileForm);
  const reset = () => {
    store.reset();
    scenarios.reset();
    tools?.reset();
  };
  const app = createApp(basePath, { store, scenarios, reset, tools });

  const answer: Answer = async (request, injected) => {
    try {
      return await app.fetch(request, { injected });
    } catch (error) {
      // Hono only handles thrown Error objects itself; anything else still gets a 500.
      const message = error instanceof Error ? error.message : String(error);
      const failed = Response.json({ error: message }, { status: 500 });
      return app.fetch(request, { injected: failed });
    }
  };

  // The tools are for the API only: never preflights (the browser would report a CORS error
  // instead) and never the control routes (they must stay reachable).
  const apiTarget = (request: Request): string | undefined => {
    const { pathname, search } = new URL(request.url);
    const path = pathname.slice(basePath.length);
    const isApi =
      pathname.startsWith(`${basePath}/`) &&
      request.method !== 'OPTIONS' &&
      !path.startsWith(`${CONTROL_PREFIX}/`);
    return isApi ? `${path}${search}` : undefined;
  };

  return {
    basePath,
    store,
    scenarios,
    reset,
    fetch(request) {
      const target = tools && apiTarget(request);
      return tools && target !== undefined ? tools.serve(request, target, answer) : answer(request);
    },
  };
}
