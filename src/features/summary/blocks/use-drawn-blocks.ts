import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** A block this far below (or above) the screen counts as near: drawn before it is scrolled to. */
const NEAR = '50% 0px';

const indexes = (total: number) => Array.from({ length: total }, (_, index) => index);

/** The blocks not drawn yet, in order. */
const waitingOf = (drawn: ReadonlySet<number>, total: number) =>
  indexes(total).filter((index) => !drawn.has(index));

type Drawn = {
  /** Whether the block at `index` is drawn in full (until then its heading and a placeholder). */
  isDrawn: (index: number) => boolean;
  /** Every block drawn in full. */
  allDrawn: boolean;
  /** The ref of the block at `index`: its element is watched for coming near the screen. */
  refFor: (index: number) => (element: HTMLElement | null) => () => void;
};

/**
 * Which of `total` blocks to draw in full: one per task, those on or near the screen first
 * (an IntersectionObserver), then the others in order, so that the whole page is there soon
 * after for find in page. One block of charts at a time keeps every task short: the page takes
 * input and paints between two. Once drawn, a block stays drawn (later results redraw it at once);
 * printing draws every block first.
 */
export function useDrawnBlocks(total: number): Drawn {
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const near = useRef(new Set<number>());
  const [nearChanged, noteNearChange] = useReducer((count: number) => count + 1, 0);
  const observer = useRef<IntersectionObserver | null>(null);
  const indexOf = useRef(new Map<Element, number>());
  const refs = useRef(new Map<number, (element: HTMLElement | null) => () => void>());

  const watcher = useCallback(() => {
    if (observer.current || typeof IntersectionObserver === 'undefined') return observer.current;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = indexOf.current.get(entry.target);
          if (index === undefined) continue;
          if (entry.isIntersecting) near.current.add(index);
          else near.current.delete(index);
        }
        noteNearChange();
      },
      { rootMargin: NEAR },
    );
    return observer.current;
  }, []);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  const refFor = useCallback(
    (index: number) => {
      let ref = refs.current.get(index);
      if (!ref) {
        ref = (element: HTMLElement | null) => {
          if (element) {
            indexOf.current.set(element, index);
            watcher()?.observe(element);
          }
          return () => {
            if (!element) return;
            indexOf.current.delete(element);
            near.current.delete(index);
            observer.current?.unobserve(element);
          };
        };
        refs.current.set(index, ref);
      }
      return ref;
    },
    [watcher],
  );

  useEffect(() => {
    const waiting = waitingOf(drawn, total);
    const next = waiting.find((index) => near.current.has(index)) ?? waiting[0];
    if (next === undefined) return;
    const timer = setTimeout(() => startTransition(() => setDrawn(new Set(drawn).add(next))), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, nearChanged]);

  const allDrawn = waitingOf(drawn, total).length === 0;
  useEffect(() => {
    if (allDrawn) return;
    // The print is laid out right after this event: every block drawn before it.
    const drawAll = () => flushSync(() => setDrawn(new Set(indexes(total))));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, [allDrawn, total]);

  return { isDrawn: (index) => drawn.has(index), allDrawn, refFor };
}
