/**
 * Pause and Resume for a run of requests (the response set's loader, an export, an erasure):
 * paused by the user's Pause or by a failure that waits for Resume. Requests already sent are not
 * cut off, so nothing that arrives is lost.
 */
export function createPauseSwitch() {
  let paused = false;
  let waiters: Array<() => void> = [];
  return {
    get isPaused() {
      return paused;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      const ready = waiters;
      waiters = [];
      ready.forEach((resolve) => resolve());
    },
    /** Resolves at once unless paused, else on Resume; rejects when the signal aborts. */
    untilResumed(signal?: AbortSignal): Promise<void> {
      if (!paused) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        });
      });
    },
  };
}

export type PauseSwitch = ReturnType<typeof createPauseSwitch>;
