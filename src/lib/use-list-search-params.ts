import { useCallback } from 'react';
import { useLatestSearchParams } from './use-latest-search-params';

type Config<F extends string> = {
  filterName: string;
  /** Allowed filter values; without it any non-empty value is taken (e.g. an id). */
  filters?: readonly F[];
  defaultFilter: F;
  pageSizes: readonly number[];
  defaultLimit: number;
};

export type ListSearchParams<F extends string> = {
  filter: F;
  page: number;
  limit: number;
  update: (next: Partial<{ filter: F; page: number; limit: number }>) => void;
};

function pageOf(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/**
 * Filter, page and page size of a list, kept in the URL so a link or a reload shows the same view.
 * Values that are not allowed fall back to the defaults, so the API never sees them.
 */
export function useListSearchParams<F extends string>(config: Config<F>): ListSearchParams<F> {
  const [searchParams, writeParams] = useLatestSearchParams();
  const { filterName, filters, defaultFilter, pageSizes, defaultLimit } = config;

  const rawFilter = searchParams.get(filterName);
  const filter =
    (filters ? filters.find((value) => value === rawFilter) : (rawFilter as F | null)) ||
    defaultFilter;
  const page = pageOf(searchParams);
  const rawLimit = Number(searchParams.get('limit'));
  const limit = pageSizes.includes(rawLimit) ? rawLimit : defaultLimit;

  const update = useCallback(
    (next: Partial<{ filter: F; page: number; limit: number }>) => {
      writeParams((params) => {
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
      });
    },
    [writeParams, filterName, defaultFilter, defaultLimit],
  );

  return { filter, page, limit, update };
}
