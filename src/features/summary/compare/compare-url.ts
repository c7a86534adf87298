import type { Filter } from '@/response-set/filters';
import { parseFilters } from '@/response-set/view-url';

// The comparison lives in the URL beside the view, in one parameter, so that a reload,
// back/forward and a copied link show it: `vs=rest` (everyone else in the tab), `vs=period` (the
// date range before the view's, of equal length), `vs=view:<name>` (a saved view, by name) or
// `vs=filters:<JSON>` (the tab's responses that pass filters built beside the comparison, as the
// view's `f` holds its own). A URL is typed or pasted by anyone: what does not parse is no
// comparison, or no filter, never an error.

export const COMPARE_PARAM = 'vs';

/** The second group the view is compared with. */
export type CompareTarget =
  | { kind: 'rest' }
  | { kind: 'period' }
  | { kind: 'view'; name: string }
  | { kind: 'filters'; filters: Filter[] };

const VIEW_PREFIX = 'view:';
const FILTERS_PREFIX = 'filters:';

export function compareTargetFromText(text: string | null): CompareTarget | null {
  if (text === 'rest' || text === 'period') return { kind: text };
  if (text?.startsWith(VIEW_PREFIX) && text.length > VIEW_PREFIX.length) {
    return { kind: 'view', name: text.slice(VIEW_PREFIX.length) };
  }
  if (text?.startsWith(FILTERS_PREFIX)) {
    return { kind: 'filters', filters: parseFilters(text.slice(FILTERS_PREFIX.length)) };
  }
  return null;
}

export function compareTargetText(target: CompareTarget): string {
  if (target.kind === 'view') return `${VIEW_PREFIX}${target.name}`;
  if (target.kind === 'filters') return `${FILTERS_PREFIX}${JSON.stringify(target.filters)}`;
  return target.kind;
}

export function compareTargetFromSearch(params: URLSearchParams): CompareTarget | null {
  return compareTargetFromText(params.get(COMPARE_PARAM));
}

/** Writes the comparison (or none) into the URL's parameters, the others kept. */
export function writeCompareTarget(
  params: URLSearchParams,
  target: CompareTarget | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (target) next.set(COMPARE_PARAM, compareTargetText(target));
  else next.delete(COMPARE_PARAM);
  return next;
}
