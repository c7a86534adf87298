// The comparison lives in the URL beside the view, in one parameter, so that a reload,
// back/forward and a copied link show it: `vs=rest` (everyone else in the tab), `vs=period` (the
// date range before the view's, of equal length) or `vs=view:<name>` (a saved view, by name).
// A URL is typed or pasted by anyone: what does not parse is no comparison, never an error.

export const COMPARE_PARAM = 'vs';

/** The second group the view is compared with. */
export type CompareTarget = { kind: 'rest' } | { kind: 'period' } | { kind: 'view'; name: string };

const VIEW_PREFIX = 'view:';

export function compareTargetFromText(text: string | null): CompareTarget | null {
  if (text === 'rest' || text === 'period') return { kind: text };
  if (text?.startsWith(VIEW_PREFIX) && text.length > VIEW_PREFIX.length) {
    return { kind: 'view', name: text.slice(VIEW_PREFIX.length) };
  }
  return null;
}

export function compareTargetText(target: CompareTarget): string {
  return target.kind === 'view' ? `${VIEW_PREFIX}${target.name}` : target.kind;
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
