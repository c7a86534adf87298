type Options = {
  /** The longest the browser may wait for an idle moment. */
  timeout: number;
  /** Where there is no `requestIdleCallback` (jsdom, Safari), run after this delay. */
  fallbackDelay: number;
};

/** Runs work when the main thread has nothing more urgent to do; returns a cancel. */
export function whenIdle(run: () => void, { timeout, fallbackDelay }: Options): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackDelay);
  return () => clearTimeout(timer);
}
