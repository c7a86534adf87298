import { useCallback } from 'react';
import { type UrlState, useUrlState } from '@/lib/use-url-state';
import { FORM_SORT_COLUMNS, type FormSort, type FormSortColumn } from './forms-view';

type FormsView = { search: string; sort: FormSort | null };

const isColumn = (value: string | null): value is FormSortColumn =>
  FORM_SORT_COLUMNS.some((column) => column === value);

/** `q`, `sort` and `dir`, beside the status and page of the list. */
const FORMS_VIEW_IN_URL: UrlState<FormsView, Partial<FormsView>> = {
  names: ['q', 'sort', 'dir'],
  read: (params) => {
    const column = params.get('sort');
    return {
      search: params.get('q') ?? '',
      sort: isColumn(column)
        ? { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
        : null,
    };
  },
  write: (params, change) => {
    const set = (name: string, value: string | null | undefined) =>
      value ? params.set(name, value) : params.delete(name);
    if (change.search !== undefined) set('q', change.search);
    if (change.sort !== undefined) {
      set('sort', change.sort?.column);
      set('dir', change.sort?.direction === 'desc' ? 'desc' : null);
    }
    return params;
  },
};

/** Unsorted → ascending → descending → unsorted. */
function nextSort(sort: FormSort | null, column: FormSortColumn): FormSort | null {
  if (sort?.column !== column) return { column, direction: 'asc' };
  return sort.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * The forms overview's search and order, in the URL so that a link or a reload shows the same
 * view. The search covers every form; the order, the forms shown.
 */
export function useFormsViewParams() {
  const [{ search, sort }, setView] = useUrlState(FORMS_VIEW_IN_URL);
  // A search is one place in the history (its box says when a write refines it); a sort is not.
  const setSearch = useCallback(
    (value: string, options: { replace: boolean }) => setView({ search: value }, options),
    [setView],
  );
  const toggleSort = (column: FormSortColumn) =>
    setView((current) => ({ sort: nextSort(current.sort, column) }), { replace: true });
  return { search, sort, setSearch, toggleSort };
}
