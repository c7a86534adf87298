import { useMemo } from 'react';
import { type UrlState, useUrlState } from './use-url-state';

type Config<F extends string> = {
  filterName: string;
  /** Allowed filter values; without it any non-empty value is taken (e.g. an id). */
  filters?: readonly F[];
  defaultFilter: F;
  pageSizes: readonly number[];
  defaultLimit: number;
};

type ListPosition<F extends string> = { filter: F; page: number; limit: number };

export type ListParams<F extends string> = ListPosition<F> & {
  update: (next: Partial<ListPosition<F>>) => void;
};

function pageOf(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/**
 * Filter, page and page size of a list in the URL (`?status=&page=&limit=`). Values that are not
 * allowed fall back to the defaults, so the API never sees them. Declared once per list.
 */
export function listUrlState<F extends string>(
  config: Config<F>,
): UrlState<ListPosition<F>, Partial<ListPosition<F>>> {
  const { filterName, filters, defaultFilter, pageSizes, defaultLimit } = config;
  return {
    names: [filterName, 'page', 'limit'],
    read: (params) => {
      const raw = params.get(filterName);
      const filter =
        (filters ? filters.find((value) => value === raw) : (raw as F | null)) || defaultFilter;
      const limit = Number(params.get('limit'));
      return {
        filter,
        page: pageOf(params),
        limit: pageSizes.includes(limit) ? limit : defaultLimit,
      };
    },
    write: (params, next) => {
      const write = (name: string, value: string | number, fallback: string | number) => {
        if (value === fallback) params.delete(name);
        else params.set(name, String(value));
      };
      if (next.filter !== undefined) write(filterName, next.filter, defaultFilter);
      if (next.limit !== undefined) write('limit', next.limit, defaultLimit);
      // A new filter or page size starts again at page 1.
      const resetPage = next.filter !== undefined || next.limit !== undefined;
      write('page', next.page ?? (resetPage ? 1 : pageOf(params)), 1);
      return params;
    },
  };
}

/** A list's position in the URL, and `update` to move it. */
export function useListParams<F extends string>(
  state: UrlState<ListPosition<F>, Partial<ListPosition<F>>>,
): ListParams<F> {
  const [position, update] = useUrlState(state);
  return useMemo(() => ({ ...position, update }), [position, update]);
}
