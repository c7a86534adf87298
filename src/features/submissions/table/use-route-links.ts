import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click listener for the plain links (`<a data-route>`) inside an element: a plain click is
 * a route change, as React Router's Link makes it; a click with a modifier or another button
 * keeps the browser's own behaviour (a new tab). One listener instead of a Link per table row.
 */
export function useRouteLinks(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-route]');
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, navigate]);
}
