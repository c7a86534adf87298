import { Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { fail, type SandboxContext, type SandboxEnv } from './context';
import { newSubmissionsSchema } from './new-submissions';
import type { SandboxTools } from './sandbox-tools';
import type { Scenarios } from './scenarios';
import type { SandboxStore } from './store';

export interface ControlDeps {
  store: SandboxStore;
  scenarios: Scenarios;
  reset(): void;
  /** Faults and the rate limit, with their own routes (handler.ts); none in the demo. */
  tools?: SandboxTools;
}

type Body<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The JSON body checked against `schema`; an empty body is `{}` when `emptyIsObject`. */
export async function readBody<S extends v.GenericSchema>(
  c: SandboxContext,
  schema: S,
  what: string,
  emptyIsObject = false,
): Promise<Body<v.InferOutput<S>>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = emptyIsObject && text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, `Invalid ${what}: the body is not JSON`) };
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue);
  return {
    ok: false,
    response: fail(c, 400, `Invalid ${what}: ${path ? `${path}: ` : ''}${issue.message}`),
  };
}

/** Sandbox-only controls, outside the API contract and without auth, for tests and demos. */
export function controlRoutes({ store, scenarios, reset, tools }: ControlDeps) {
  return new Hono<SandboxEnv>()
    .post('/reset', (c) => {
      reset();
      return c.json({ message: 'Sandbox reset' });
    })
    .post('/scenarios/:name', (c) => {
      const asked = c.req.param('name');
      const name = scenarios.names.find((known) => known === asked);
      if (!name) {
        return fail(c, 404, `Unknown scenario ${asked}; known: ${scenarios.names.join(', ')}`);
      }
      return c.json({ form_id: scenarios.add(name) }, 201);
    })
    .post('/forms/:formId/submissions', async (c) => {
      const body = await readBody(c, newSubmissionsSchema, 'submissions', true);
      if (!body.ok) return body.response;
      const ids = scenarios.addSubmissions(c.req.param('formId'), body.value);
      if (!ids) return fail(c, 404, ERROR_MESSAGES.formNotFound);
      return c.json({ ids }, 201);
    })
    .get('/state', (c) => c.json({ ...store.counts(), ...tools?.state() }));
}
