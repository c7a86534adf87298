import { Hono } from 'hono';
import * as v from 'valibot';
import { fail, type SandboxEnv } from './context';
import { faultConfigSchema, type Faults } from './faults';
import { isScenarioName, SCENARIO_NAMES, type Scenarios } from './scenarios';
import type { SandboxStore } from './store';

export interface ControlDeps {
  store: SandboxStore;
  faults: Faults;
  scenarios: Scenarios;
  reset(): void;
}

/** Sandbox-only controls, outside the API contract and without auth, for tests and demos. */
export function controlRoutes({ store, faults, scenarios, reset }: ControlDeps) {
  return new Hono<SandboxEnv>()
    .post('/reset', (c) => {
      reset();
      return c.json({ message: 'Sandbox reset' });
    })
    .get('/faults', (c) => c.json(faults.config()))
    .put('/faults', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 400, 'Invalid faults: the body is not JSON');
      }
      const parsed = v.safeParse(faultConfigSchema, body);
      if (!parsed.success) {
        const [issue] = parsed.issues;
        const path = v.getDotPath(issue);
        return fail(c, 400, `Invalid faults: ${path ? `${path}: ` : ''}${issue.message}`);
      }
      faults.configure(parsed.output);
      return c.json(faults.config());
    })
    .delete('/faults', (c) => {
      faults.clear();
      return c.json(faults.config());
    })
    .post('/scenarios/:name', (c) => {
      const name = c.req.param('name');
      if (!isScenarioName(name)) {
        return fail(c, 404, `Unknown scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}`);
      }
      return c.json({ form_id: scenarios.add(name) }, 201);
    })
    .get('/state', (c) => c.json({ ...store.counts(), faults: faults.config() }));
}
