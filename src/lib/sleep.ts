/** Browsers fire a timer of 2^31 ms or more at once: no wait is ever longer than this. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Resolves after `ms` (at most `LONGEST_TIMER_MS`), or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.min(Math.max(0, ms), LONGEST_TIMER_MS),
    );
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
