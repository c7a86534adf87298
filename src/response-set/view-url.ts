import { SUBMISSION_FILTERS } from '@/contract/list-queries';
import type { ColumnRef } from './columns';
import { filterOpNamed } from './filter-ops/filter-op-registry';
import type { Filter } from './filters';
import { EMPTY_VIEW, type ResponseView } from './view';

// A view lives in the URL so that a reload, back/forward and a copied link show it again:
// `filter` (the tab, as before), `q` (search), `sort` + `dir`, and `f`, the filters as JSON
// (question ids are any text; JSON keeps every one intact). A URL is typed or pasted by anyone:
// whatever does not parse is left out, never an error.

// Checked by hand, not with valibot: valibot is one module on the first screen, and every
// function of it that any page uses is downloaded with that screen.
const isColumn = (value: unknown): value is ColumnRef =>
  value === 'submitted' ||
  value === 'status' ||
  (typeof value === 'string' && value.startsWith('q:'));

/** The filter an untrusted JSON value describes, with no other keys, or null. */
function toFilter(item: unknown): Filter | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const raw = item as Record<string, unknown>;
  const { column } = raw;
  if (!isColumn(column)) return null;
  return filterOpNamed(raw.op)?.parse(column, raw) ?? null;
}

/** The filters a JSON text (untrusted: a URL) holds; what does not parse is left out. */
export function parseFilters(text: string | null): Filter[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const filter = toFilter(item);
    return filter ? [filter] : [];
  });
}

export function viewFromSearch(params: URLSearchParams): ResponseView {
  const tab = SUBMISSION_FILTERS.find((value) => value === params.get('filter')) ?? EMPTY_VIEW.tab;
  const sortColumn = params.get('sort');
  const sort =
    sortColumn && isColumn(sortColumn)
      ? {
          column: sortColumn,
          direction: params.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
        }
      : null;
  return { tab, search: params.get('q') ?? '', sort, filters: parseFilters(params.get('f')) };
}

/** Writes a view into the URL's parameters, defaults left out, other parameters as they were. */
export function writeView(params: URLSearchParams, view: ResponseView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null || value === '' ? next.delete(name) : next.set(name, value);
  set('filter', view.tab === EMPTY_VIEW.tab ? null : view.tab);
  set('q', view.search);
  set('sort', view.sort?.column ?? null);
  set('dir', view.sort?.direction === 'desc' ? 'desc' : null);
  set('f', view.filters.length > 0 ? JSON.stringify(view.filters) : null);
  return next;
}
