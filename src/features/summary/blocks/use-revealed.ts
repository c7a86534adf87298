import { startTransition, useEffect, useState } from 'react';

const FIRST = 3;
const STEP = 3;

/**
 * How many of `total` blocks to draw: a few at first, then a few more after each paint. Drawing
 * sixteen blocks of charts at once holds the page for half a second; in steps, input and
 * scrolling go on between them (`step` at a time). Once all are shown, later results draw at once.
 */
export function useRevealed(total: number, step = STEP): number {
  const [shown, setShown] = useState(Math.min(FIRST, step));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
