import * as v from 'valibot';
import { SUBMISSION_FILTERS } from '@/contract/list-queries';
import type { ColumnRef } from './columns';
import type { Filter } from './filters';
import { EMPTY_VIEW, type ResponseView } from './view';

// A view lives in the URL so that a reload, back/forward and a copied link show it again:
// `filter` (the tab, as before), `q` (search), `sort` + `dir`, and `f`, the filters as JSON
// (question ids are any text; JSON keeps every one intact). A URL is typed or pasted by anyone:
// whatever does not parse is left out, never an error.

const column = v.custom<ColumnRef>(
  (value) =>
    value === 'submitted' ||
    value === 'status' ||
    (typeof value === 'string' && value.startsWith('q:')),
);
const day = v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));
const bound = v.nullable(v.pipe(v.number(), v.finite()));
const texts = v.array(v.string());

const filterSchema = v.variant('op', [
  v.object({ column, op: v.literal('contains'), text: v.string() }),
  v.object({ column, op: v.picklist(['answered', 'notAnswered']) }),
  v.object({ column, op: v.picklist(['anyOf', 'allOf']), values: texts }),
  v.object({ column, op: v.literal('between'), min: bound, max: bound }),
  v.object({ column, op: v.literal('dates'), from: day, to: day }),
  v.object({ column, op: v.picklist(['is', 'hasFile']), value: v.boolean() }),
]);

function parseFilters(text: string | null): Filter[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = v.safeParse(filterSchema, item);
    return parsed.success ? [parsed.output as Filter] : [];
  });
}

export function viewFromSearch(params: URLSearchParams): ResponseView {
  const tab = SUBMISSION_FILTERS.find((value) => value === params.get('filter')) ?? EMPTY_VIEW.tab;
  const sortColumn = params.get('sort');
  const sort =
    sortColumn && v.is(column, sortColumn)
      ? {
          column: sortColumn,
          direction: params.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
        }
      : null;
  return { tab, search: params.get('q') ?? '', sort, filters: parseFilters(params.get('f')) };
}

/** Writes a view into the URL's parameters, defaults left out, other parameters kept. */
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
