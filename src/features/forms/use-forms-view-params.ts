import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORM_SORT_COLUMNS, type FormSort, type FormSortColumn } from './forms-view';

const isColumn = (value: string | null): value is FormSortColumn =>
  FORM_SORT_COLUMNS.some((column) => column === value);

/**
 * The forms overview's search and order, in the URL (`q`, `sort`, `dir`) beside the status and
 * page, so that a link or a reload shows the same view. They act within the loaded page.
 */
export function useFormsViewParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const column = searchParams.get('sort');
  const sort: FormSort | null = isColumn(column)
    ? { column, direction: searchParams.get('dir') === 'desc' ? 'desc' : 'asc' }
    : null;

  const write = useCallback(
    (next: Record<string, string | null>) =>
      // Typing or sorting is not a place in the history to go back to.
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            if (value) params.set(name, value);
            else params.delete(name);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setSearch = useCallback((value: string) => write({ q: value }), [write]);
  /** Unsorted → ascending → descending → unsorted. */
  const toggleSort = (target: FormSortColumn) => {
    if (sort?.column !== target) write({ sort: target, dir: null });
    else if (sort.direction === 'asc') write({ dir: 'desc' });
    else write({ sort: null, dir: null });
  };
  return { search, sort, setSearch, toggleSort };
}
