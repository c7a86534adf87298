import { SUBMISSION_FILTERS } from '@/contract/list-queries';
import { NPS_GROUPS, type NpsGroup } from './answer-groups';
import type { ColumnRef } from './columns';
import type { Filter } from './filters';
import { EMPTY_VIEW, type ResponseView } from './view';

// A view lives in the URL so that a reload, back/forward and a copied link show it again:
// `filter` (the tab, as before), `q` (search), `sort` + `dir`, and `f`, the filters as JSON
// (question ids are any text; JSON keeps every one intact). A URL is typed or pasted by anyone:
// whatever does not parse is left out, never an error.

// Checked by hand, not with valibot: valibot is one module on the first screen, and every
// function of it that any page uses is downloaded with that screen.
type Json = Record<string, unknown>;

const isColumn = (value: unknown): value is ColumnRef =>
  value === 'submitted' ||
  value === 'status' ||
  (typeof value === 'string' && value.startsWith('q:'));
const isDay = (value: unknown) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
const isBound = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isTexts = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;
const isNpsGroup = (value: unknown): value is NpsGroup =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(NPS_GROUPS, value);

type Between = Extract<Filter, { op: 'between' }>;

/** A `between`, its optional range end and open top kept only when they say something valid. */
function toBetween(column: ColumnRef, raw: Json): Between | null {
  const { min, max, end, maxExclusive } = raw;
  if (!isBound(min) || !isBound(max)) return null;
  const filter: Between = {
    column,
    op: 'between',
    min: min as number | null,
    max: max as number | null,
  };
  // An unknown end or flag would widen the filter if dropped: the whole filter is left out.
  if (end !== undefined) {
    if (end !== 'lower' && end !== 'upper') return null;
    filter.end = end;
  }
  if (maxExclusive !== undefined) {
    if (typeof maxExclusive !== 'boolean') return null;
    if (maxExclusive) filter.maxExclusive = true;
  }
  return filter;
}

/** The filter an untrusted JSON value describes, with no other keys, or null. */
function toFilter(item: unknown): Filter | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const raw = item as Json;
  const { column } = raw;
  if (!isColumn(column)) return null;
  switch (raw.op) {
    case 'contains':
      return typeof raw.text === 'string' ? { column, op: raw.op, text: raw.text } : null;
    case 'answered':
    case 'notAnswered':
      return { column, op: raw.op };
    case 'anyOf':
    case 'allOf':
      return isTexts(raw.values) ? { column, op: raw.op, values: raw.values as string[] } : null;
    case 'between':
      return toBetween(column, raw);
    case 'hour':
      return isHour(raw.from) && isHour(raw.to) && raw.from <= raw.to
        ? { column, op: raw.op, from: raw.from, to: raw.to }
        : null;
    case 'rankedFirst':
      return isTexts(raw.values) ? { column, op: raw.op, values: raw.values as string[] } : null;
    case 'nps':
      return isNpsGroup(raw.group) ? { column, op: raw.op, group: raw.group } : null;
    case 'dates':
      return isDay(raw.from) && isDay(raw.to)
        ? { column, op: raw.op, from: raw.from as string | null, to: raw.to as string | null }
        : null;
    case 'is':
    case 'hasFile':
      return typeof raw.value === 'boolean' ? { column, op: raw.op, value: raw.value } : null;
    default:
      return null;
  }
}

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
