import { ERROR_MESSAGES } from '@/contract/error-messages';
import { checkBaseUrl } from '@/lib/api-base-url';
import { ApiError } from './api-error';
import { createPacer, type Pacer } from './request-pacer';
import { parseRetryAfter } from './wait-policy';
import type { Schema } from './schema';
import { errorBodySchema } from './schemas';

export type Credentials = { baseUrl: string; apiKey: string };

type Query = Record<string, string | number | undefined>;

type RequestOptions<T> = {
  query?: Query;
  schema: Schema<T>;
  signal?: AbortSignal;
};

/**
 * The URL a request goes to. The key goes with it, so the base URL is checked again here (it
 * may come from storage, not from the key-entry screen) and the URL must stay on its origin:
 * anything else throws before a request is made.
 */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const pageOrigin = globalThis.location?.origin ?? 'null';
  const checked = checkBaseUrl(baseUrl, pageOrigin);
  if (!checked.ok) throw new Error(`Not sending the key to this base URL: ${checked.error}`);
  const base = baseUrl.trim().replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  const url = `${base}${path}${qs ? `?${qs}` : ''}`;
  if (new URL(url, checked.origin).origin !== checked.origin) {
    throw new Error('Not sending the key outside the API base URL');
  }
  return url;
}

function statusMessage(status: number): string {
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 429) return 'Too many requests';
  if (status >= 500) return `The API failed (HTTP ${status})`;
  return `The API answered HTTP ${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// One pacer per key and deployment: every request through this client waits its turn there.
const pacers = new Map<string, Pacer>();

/** Forgets every key's pacer, as reloading the page does (for tests sharing one page's modules). */
export function forgetPacers() {
  pacers.clear();
}

function pacerFor({ baseUrl, apiKey }: Credentials): Pacer {
  const id = `${baseUrl}\n${apiKey}`;
  let pacer = pacers.get(id);
  if (!pacer) {
    pacer = createPacer();
    pacers.set(id, pacer);
  }
  return pacer;
}

/**
 * Sends one request with the key and returns a 2xx response. Every failure becomes an
 * `ApiError`; an aborted request rejects with the AbortError itself so React Query can cancel.
 */
async function send(
  credentials: Credentials,
  path: string,
  method: 'GET' | 'DELETE',
  { query, signal }: { query?: Query; signal?: AbortSignal },
): Promise<Response> {
  const pacer = pacerFor(credentials);
  let response: Response;
  try {
    const turn = pacer.take(signal);
    if (turn) await turn;
    response = await fetch(buildUrl(credentials.baseUrl, path, query), {
      method,
      signal,
      headers: { Accept: 'application/json', Authorization: `Bearer ${credentials.apiKey}` },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      'network',
      0,
      'The API could not be reached. Check the URL and your connection.',
    );
  }
  pacer.learn(response.status, response.headers, method);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await readJson(response).catch(() => undefined));
    const message = parsed.success ? parsed.data.error : statusMessage(response.status);
    throw new ApiError(
      'http',
      response.status,
      message,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return response;
}

/** Reads from the v1 API and validates the answer. */
export async function apiRequest<T>(
  credentials: Credentials,
  path: string,
  { query, schema, signal }: RequestOptions<T>,
): Promise<T> {
  const response = await send(credentials, path, 'GET', { query, signal });
  const body = await readJson(response).catch(() => undefined);
  if (body === undefined) {
    throw new ApiError(
      'unreadable',
      response.status,
      'The API answered with something that is not JSON.',
    );
  }
  return validated(schema, body, response.status);
}

/**
 * Deletes on the v1 API. Any 2xx is done (docs/api.md, "Status codes"): the sandbox answers 200 with a
 * message, other deployments 204 with no body, and nothing in a DELETE's body is used, so it is
 * not read. A 404 rejects like any error: only the caller knows whether it listed the item.
 */
export async function apiDelete(
  credentials: Credentials,
  path: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  await send(credentials, path, 'DELETE', { signal });
}

/** The body checked against its schema, or the `unreadable` error a wrong shape gets. */
export function validated<T>(schema: Schema<T>, body: unknown, status = 200): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('unreadable', status, 'The API answered in an unexpected shape.');
  }
  return parsed.data;
}

/** Takes any JSON body as it is, for callers that check it later with `validated`. */
export const anyJson: Schema<unknown> = { safeParse: (data) => ({ success: true, data }) };
