import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its key; this tab's memory only. */
const positions = new Map<string, number>();
/** How long Back waits for a page to grow tall enough to return to its old position. */
const RESTORE_FOR_MS = 2_000;

/**
 * A page reached by a link opens at its top; Back and Forward (POP) return to where that page
 * was. React Router's ScrollRestoration would need its data router, and the browser's own
 * restoring runs before a page's data has drawn it to its old height. Only a new path moves:
 * a search, sort or page in the query keeps the table where it is.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useEffect(() => {
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const target = positions.get(key) ?? 0;
    // Scrolled again as the page grows (data arriving), until it is there or the user scrolls.
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) {
        frame = requestAnimationFrame(restore);
      }
    };
    const stop = () => cancelAnimationFrame(frame);
    restore();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
    // Only when the path changes, with how it changed at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
