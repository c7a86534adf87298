import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * One piece of a page's state in the URL's parameters (a list's page, the view of the
 * responses), so that a reload, back/forward and a copied link show it again.
 */
export type UrlState<Value, Change> = {
  /** The parameters `read` looks at: the value stays the same object while they do. */
  names: readonly string[];
  /** The value the parameters hold; what does not parse falls back to a default. */
  read: (params: URLSearchParams) => Value;
  /** `params` (a copy, with every other parameter) with `change` written in. */
  write: (params: URLSearchParams, change: Change) => URLSearchParams;
};

export type SetUrlState<Value, Change> = (
  change: Change | ((current: Value) => Change),
  /** A change is a step in the history unless `replace` is set. */
  options?: { replace?: boolean },
) => void;

/**
 * The parameters last written, until the page has rendered them. React Router commits a
 * navigation in a transition: a second change made before the page re-renders (a page clicked
 * just after a sort over 50,000 responses) must build on the first, not on what is on screen.
 * There is one address bar, so one pending write for every piece of state.
 */
let pending: URLSearchParams | null = null;

/** The value of `state` in the URL, and the way to change it. */
export function useUrlState<Value, Change>(
  state: UrlState<Value, Change>,
): [Value, SetUrlState<Value, Change>] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const rendered = useRef(searchParams);
  useLayoutEffect(() => {
    // Rendered: whatever came last (a write, back/forward) is what the page shows now.
    rendered.current = searchParams;
    pending = null;
  }, [searchParams]);

  const key = state.names.map((name) => searchParams.get(name) ?? '').join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the value is read from
  const value = useMemo(() => state.read(searchParams), [state, key]);

  const set = useCallback<SetUrlState<Value, Change>>(
    (change, options = {}) => {
      const current = new URLSearchParams(pending ?? rendered.current);
      const resolved = change instanceof Function ? change(state.read(current)) : change;
      const next = state.write(current, resolved);
      pending = next;
      // What `setSearchParams` does, without its dependency on the rendered parameters.
      navigate(`?${next.toString()}`, { replace: options.replace ?? false });
    },
    [state, navigate],
  );
  return [value, set];
}
