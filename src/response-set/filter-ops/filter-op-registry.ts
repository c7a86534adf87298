import type { Filter, FilterOp } from '@/response-set/filters';
import { allOf } from './all-of';
import { answered, notAnswered } from './answered';
import { anyOf } from './any-of';
import { between } from './between';
import { contains } from './contains';
import { dates } from './dates';
import type { FilterOpModule } from './filter-op';
import { hasFile } from './has-file';
import { hour } from './hour';
import { is } from './is';
import { nps } from './nps';
import { rankedFirst } from './ranked-first';

/** Every filter op, by name: a new op is one module and one line here (the type asks for it). */
const FILTER_OPS: { [O in FilterOp]: FilterOpModule<O> } = {
  contains,
  answered,
  notAnswered,
  anyOf,
  allOf,
  between,
  dates,
  is,
  hasFile,
  hour,
  rankedFirst,
  nps,
};

/** The module of an op named in untrusted text (a URL), or null: only the registry's own keys. */
export function filterOpNamed(op: unknown): FilterOpModule<FilterOp> | null {
  return typeof op === 'string' && Object.hasOwn(FILTER_OPS, op)
    ? (FILTER_OPS[op as FilterOp] as FilterOpModule<FilterOp>)
    : null;
}

/** The module of a filter's op. */
export function filterOpOf(filter: Filter): FilterOpModule<FilterOp> {
  // Each entry takes the filters of its own op: the map's type holds that, not the lookup's.
  return FILTER_OPS[filter.op] as FilterOpModule<FilterOp>;
}
