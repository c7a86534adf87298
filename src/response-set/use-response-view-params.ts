import { type UrlState, useUrlState } from '@/lib/use-url-state';
import type { ResponseView } from './view';
import { viewFromSearch, writeView } from './view-url';

/** The view in the URL; changing it starts at page 1. */
const VIEW_IN_URL: UrlState<ResponseView, Partial<ResponseView>> = {
  names: ['filter', 'q', 'sort', 'dir', 'f'],
  read: viewFromSearch,
  write: (params, change) => {
    const next = writeView(params, { ...viewFromSearch(params), ...change });
    next.delete('page');
    return next;
  },
};

/**
 * The view of the response set (tab, search, sort, filters) as the URL holds it, so that a
 * reload, back/forward and a copied link show the same rows.
 */
export function useResponseViewParams() {
  const [view, setView] = useUrlState(VIEW_IN_URL);
  return { view, setView };
}
