import * as v from 'valibot';
import type { SandboxCore } from './sandbox-core';
import { SANDBOX_KEYS } from './keys';

export const ORIGIN = 'https://api.formdeck.test';

export interface CallOptions {
  /** The API key; `null` sends no Authorization header. Defaults to the full-access key. */
  key?: string | null;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface CallResult {
  status: number;
  type: ResponseType;
  headers: Headers;
  text: string;
  json: unknown;
}

/** One request to the sandbox's fetch handler, as a client of `<basePath><path>` would make it. */
export async function call(sandbox: SandboxCore, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  const key = options.key === undefined ? SANDBOX_KEYS.full : options.key;
  if (key !== null) headers.set('Authorization', `Bearer ${key}`);
  const request = new Request(`${ORIGIN}${sandbox.basePath}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
  });
  const response = await sandbox.fetch(request);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const result: CallResult = {
    status: response.status,
    type: response.type,
    headers: response.headers,
    text,
    json,
  };
  return result;
}

/** A 200 response, its body checked against the contract's schema for it. */
export async function getOk<S extends v.GenericSchema>(
  sandbox: SandboxCore,
  path: string,
  schema: S,
  key?: string,
): Promise<v.InferOutput<S>> {
  const result = await call(sandbox, path, { key });
  if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${result.text}`);
  const parsed = v.safeParse(schema, result.json);
  if (parsed.success) return parsed.output;
  throw new Error(`GET ${path}: the body breaks the contract:\n${v.summarize(parsed.issues)}`);
}

export function control(sandbox: SandboxCore, path: string, method = 'POST', body?: unknown) {
  return call(sandbox, `/__sandbox/${path}`, {
    key: null,
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
