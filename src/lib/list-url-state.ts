import { useMemo } from 'react';
import { type UrlState, useUrlState } from './use-url-state';

type PageConfig = { pageSizes: readonly number[]; defaultLimit: number };

type Config<F extends string> = PageConfig & {
  filterName: string;
  /** Allowed filter values; without it any non-empty value is taken (e.g. an id). */
  filters?: readonly F[];
  defaultFilter: F;
};

type PagePosition = { page: number; limit: number };
type ListPosition<F extends string> = PagePosition & { filter: F };

export type ListParams<Position> = Position & { update: (next: Partial<Position>) => void };

function pageOf(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

function writeParam(
  params: URLSearchParams,
  name: string,
  value: string | number,
  fallback: string | number,
) {
  if (value === fallback) params.delete(name);
  else params.set(name, String(value));
}

/**
 * Page and page size of a list in the URL (`?page=&limit=`), for a list whose filter is kept
 * elsewhere (which starts again at page 1 itself). A size not offered falls back to the default.
 */
export function pageUrlState(config: PageConfig): UrlState<PagePosition, Partial<PagePosition>> {
  const { pageSizes, defaultLimit } = config;
  return {
    names: ['page', 'limit'],
    read: (params) => {
      const limit = Number(params.get('limit'));
      return { page: pageOf(params), limit: pageSizes.includes(limit) ? limit : defaultLimit };
    },
    write: (params, next) => {
      if (next.limit !== undefined) writeParam(params, 'limit', next.limit, defaultLimit);
      // A new page size starts again at page 1.
      const page = next.page ?? (next.limit !== undefined ? 1 : pageOf(params));
      writeParam(params, 'page', page, 1);
      return params;
    },
  };
}

/**
 * Filter, page and page size of a list in the URL (`?status=&page=&limit=`). Values that are not
 * allowed fall back to the defaults, so the API never sees them. Declared once per list.
 */
export function listUrlState<F extends string>(
  config: Config<F>,
): UrlState<ListPosition<F>, Partial<ListPosition<F>>> {
  const { filterName, filters, defaultFilter } = config;
  const pages = pageUrlState(config);
  return {
    names: [filterName, ...pages.names],
    read: (params) => {
      const raw = params.get(filterName);
      const filter =
        (filters ? filters.find((value) => value === raw) : (raw as F | null)) || defaultFilter;
      return { filter, ...pages.read(params) };
    },
    write: (params, { filter, ...position }) => {
      if (filter === undefined) return pages.write(params, position);
      writeParam(params, filterName, filter, defaultFilter);
      // A new filter starts again at page 1.
      return pages.write(params, { ...position, page: position.page ?? 1 });
    },
  };
}

/** A list's position in the URL, and `update` to move it. */
export function useListParams<Position extends object>(
  state: UrlState<Position, Partial<Position>>,
): ListParams<Position> {
  const [position, update] = useUrlState(state);
  return useMemo(() => ({ ...position, update }), [position, update]);
}
