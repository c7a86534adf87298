import type { Hono } from 'hono';
import type { SandboxEnv } from './context';
import type { buildHostileForm } from './scenario-hostile';

/** The app's answer to a request; `injected`, when given, is sent in place of the route's. */
export type Answer = (request: Request, injected?: Response) => Promise<Response>;

/**
 * What tests and `npm run sandbox` add to the sandbox (handler.ts): faults, latency and a rate
 * limit on the API, their control routes, and the hostile scenario. The in-browser demo goes
 * without them, so that none of their code is in its download.
 */
export interface SandboxTools {
  /**
   * Answers one API request (not a preflight, not a control route), `target` being its path
   * after the base path and its query (e.g. `/forms?page=2`).
   */
  serve(request: Request, target: string, answer: Answer): Promise<Response>;
  /** Control routes beside the sandbox's own, under `__sandbox/`. */
  routes: Hono<SandboxEnv>;
  /** What `GET __sandbox/state` tells of them. */
  state(): Record<string, unknown>;
  /** Back to how they started. */
  reset(): void;
  buildHostileForm: typeof buildHostileForm;
}
