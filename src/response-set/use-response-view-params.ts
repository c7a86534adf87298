import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import type { ResponseView } from './view';
import { viewFromSearch, writeView } from './view-url';

const VIEW_PARAMS = ['filter', 'q', 'sort', 'dir', 'f'];

/**
 * The view of the response set (tab, search, sort, filters) as the URL holds it, so that a
 * reload, back/forward and a copied link show the same rows. Changing it starts at page 1.
 */
export function useResponseViewParams() {
  const [searchParams, writeParams] = useLatestSearchParams();
  // The same view object while its parameters are the same: what is derived from it is kept.
  const key = VIEW_PARAMS.map((name) => searchParams.get(name) ?? '').join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the view is read from
  const view = useMemo(() => viewFromSearch(searchParams), [key]);

  const setView = useCallback(
    (
      next: Partial<ResponseView> | ((current: ResponseView) => Partial<ResponseView>),
      options: { replace?: boolean } = {},
    ) => {
      writeParams(
        (current) => {
          // A function builds on the latest view, written but maybe not rendered yet.
          const view = viewFromSearch(current);
          const change = typeof next === 'function' ? next(view) : next;
          const params = writeView(current, { ...view, ...change });
          params.delete('page');
          return params;
        },
        { replace: options.replace ?? false },
      );
    },
    [writeParams],
  );

  return { view, setView };
}
