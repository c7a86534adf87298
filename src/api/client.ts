import { ApiError, parseRetryAfter } from './api-error';
import type { Schema } from './schema';
import { errorBodySchema } from './schemas';

export type Credentials = { baseUrl: string; apiKey: string };

type Query = Record<string, string | number | undefined>;

type RequestOptions<T> = {
  method?: 'GET' | 'DELETE';
  query?: Query;
  schema: Schema<T>;
  signal?: AbortSignal;
};

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function statusMessage(status: number): string {
  if (status === 401) return 'Unauthorized';
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

/**
 * Calls the v1 API and validates the answer. Every failure becomes an `ApiError`;
 * an aborted request rejects with the AbortError itself so React Query can cancel.
 */
export async function apiRequest<T>(
  credentials: Credentials,
  path: string,
  { method = 'GET', query, schema, signal }: RequestOptions<T>,
): Promise<T> {
  let response: Response;
  try {
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

  const body = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    const message = parsed.success ? parsed.data.error : statusMessage(response.status);
    throw new ApiError(
      'http',
      response.status,
      message,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  if (body === undefined) {
    throw new ApiError(
      'unreadable',
      response.status,
      'The API answered with something that is not JSON.',
    );
  }
  return validated(schema, body, response.status);
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
