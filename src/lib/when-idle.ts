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

type SliceOptions = Options & {
  /** The longest stretch of work at once (past the first step of a slice). */
  sliceMs: number;
  /** Run the first slice now rather than at the next idle moment. */
  now?: boolean;
};

/**
 * Runs `step` again and again while the main thread is idle, a slice of `sliceMs` at a time,
 * until it returns false (nothing left to do): long work that no keystroke waits behind.
 * Returns a cancel.
 */
export function inIdleSlices(step: () => boolean, { sliceMs, now = false, ...idle }: SliceOptions) {
  let cancel = () => {};
  const slice = () => {
    const until = performance.now() + sliceMs;
    let more = step();
    while (more && performance.now() < until) more = step();
    if (more) cancel = whenIdle(slice, idle);
  };
  if (now) slice();
  else cancel = whenIdle(slice, idle);
  return () => cancel();
}
