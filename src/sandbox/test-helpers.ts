import type { Schema } from '@/api/schema';
import type { Sandbox } from './handler';
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
export async function call(sandbox: Sandbox, path: string, options: CallOptions = {}) {
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

/** A 200 response parsed with the dashboard's own schema, so the shapes are checked too. */
export async function getOk<T>(sandbox: Sandbox, path: string, schema: Schema<T>, key?: string) {
  const result = await call(sandbox, path, { key });
  if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${result.text}`);
  const parsed = schema.safeParse(result.json);
  if (!parsed.success) throw new Error(`GET ${path}: the body does not match the schema`);
  return parsed.data;
}

export function control(sandbox: Sandbox, path: string, method = 'POST', body?: unknown) {
  return call(sandbox, `/__sandbox/${path}`, {
    key: null,
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
