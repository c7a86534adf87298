import { type Bounds, FIRST_PAGE } from '@/contract/list-queries';

/** Keeps a page size inside the API's bounds, so the client never sends a 400. */
export function clampLimit(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

export function clampPage(value: number): number {
  if (!Number.isFinite(value)) return FIRST_PAGE;
  return Math.max(FIRST_PAGE, Math.trunc(value));
}
