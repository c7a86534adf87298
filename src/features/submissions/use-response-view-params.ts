import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResponseView } from '@/response-set/view';
import { viewFromSearch, writeView } from '@/response-set/view-url';

const VIEW_PARAMS = ['filter', 'q', 'sort', 'dir', 'f'];

/**
 * The view of the response set (tab, search, sort, filters) as the URL holds it, so that a
 * reload, back/forward and a copied link show the same rows. Changing it starts at page 1.
 */
export function useResponseViewParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The same view object while its parameters are the same: what is derived from it is kept.
  const key = VIEW_PARAMS.map((name) => searchParams.get(name) ?? '').join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the view is read from
  const view = useMemo(() => viewFromSearch(searchParams), [key]);

  // React Router commits a navigation in a transition, and `setSearchParams(fn)` hands `fn` the
  // parameters of the last render: a change made before the page re-renders (a header clicked
  // just after Enter in the search) would drop the one before it. Build on what was last written.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const setView = useCallback(
    (next: Partial<ResponseView>, options: { replace?: boolean } = {}) => {
      const params = writeView(latest.current, { ...viewFromSearch(latest.current), ...next });
      params.delete('page');
      latest.current = params;
      setSearchParams(params, { replace: options.replace ?? false });
    },
    [setSearchParams],
  );

  return { view, setView };
}
