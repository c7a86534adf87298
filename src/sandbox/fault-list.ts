// Faults in the envelope of a list response, for clients that must trust `has_next` and the
// order of docs/api.md ("List order and paging") rather than `total`, and must verify that order.

export const LIST_ORDER_FAULTS = ['reverse', 'repeat-previous', 'empty'] as const;
export type ListOrderFault = (typeof LIST_ORDER_FAULTS)[number];

export interface ListFault {
  /** Sent as the list's `total` instead of the real count; `has_next` stays truthful. */
  total?: number;
  /** `reverse`: the page's items in reverse order; `repeat-previous`: page N holds page N-1's; `empty`: none. */
  order?: ListOrderFault;
  /** Sent as the list's `has_next` (true: a list that never ends). */
  hasNext?: boolean;
}

// The three list endpoints; detail requests under them are not lists.
const LIST_PATH = /^\/(forms|webhooks|forms\/[^/]+\/submissions)\/?$/;

export function isListRequest(method: string, path: string): boolean {
  return method.toUpperCase() === 'GET' && LIST_PATH.test(path);
}

type Envelope = Record<string, unknown> & { page?: unknown };

const LIST_KEYS = ['submissions', 'forms', 'webhooks'] as const;

async function envelopeOf(response: Response): Promise<Envelope | undefined> {
  if (response.status !== 200) return undefined;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Envelope)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list response with `fault` applied. `refetch` answers a request without faults; it reads
 * page N-1 for `repeat-previous` (page 1 has no previous page and is left as it is).
 */
export async function applyListFault(
  fault: ListFault,
  request: Request,
  response: Response,
  refetch: (request: Request) => Promise<Response>,
): Promise<Response> {
  const body = await envelopeOf(response);
  const key = LIST_KEYS.find((name) => Array.isArray(body?.[name]));
  if (!body || !key) return response;
  const items = body[key] as unknown[];
  if (fault.order === 'reverse') body[key] = [...items].reverse();
  if (fault.order === 'empty') body[key] = [];
  if (fault.order === 'repeat-previous' && typeof body.page === 'number' && body.page > 1) {
    const url = new URL(request.url);
    url.searchParams.set('page', String(body.page - 1));
    const previous = await envelopeOf(await refetch(new Request(url, request)));
    if (Array.isArray(previous?.[key])) body[key] = previous[key];
  }
  if (fault.total !== undefined) body.total = fault.total;
  if (fault.hasNext !== undefined) body.has_next = fault.hasNext;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
