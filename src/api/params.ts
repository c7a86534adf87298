import { type Bounds, FIRST_PAGE, QUERY_PARAMS } from '@/contract/list-queries';

/** Keeps a page size inside the API's bounds, so the client never sends a 400. */
function clampLimit(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

function clampPage(value: number): number {
  if (!Number.isFinite(value)) return FIRST_PAGE;
  return Math.max(FIRST_PAGE, Math.trunc(value));
}

/** `page` and `limit` of a list request, inside the API's bounds for that list. */
export function pageParams(params: { page: number; limit: number }, bounds: Bounds) {
  return {
    [QUERY_PARAMS.page]: clampPage(params.page),
    [QUERY_PARAMS.limit]: clampLimit(params.limit, bounds),
  };
}
