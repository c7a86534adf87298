import { useCallback, useLayoutEffect } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

/**
 * The URL parameters last written by any list control, until the page has rendered them.
 * React Router commits a navigation in a transition, and `setSearchParams(fn)` hands `fn` the
 * parameters of the last render: a change made before the page re-renders (a page clicked just
 * after a sort, over 50,000 responses) would otherwise drop the one before it. Shared by every
 * hook that writes the list's parameters, so that the view and the page build on each other.
 */
let written: URLSearchParams | null = null;

/** `useSearchParams`, whose writes build on the last write, not on the last render. */
export function useLatestSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Rendered: whatever came last (a write, back/forward) is now what the page shows.
  useLayoutEffect(() => {
    written = null;
  }, [searchParams]);

  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(written ?? searchParams));
      written = next;
      setSearchParams(next, options);
    },
    [searchParams, setSearchParams],
  );
  return [searchParams, write] as const;
}
