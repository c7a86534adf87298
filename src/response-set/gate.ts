/**
 * A door the loader's requests pass through: closed by Pause (or a failure that waits for the
 * user's Resume), opened by Resume. Requests already sent are not cut off, so nothing that
 * arrives is lost.
 */
export function createGate() {
  let open = true;
  let waiters: Array<() => void> = [];
  return {
    get isOpen() {
      return open;
    },
    close() {
      open = false;
    },
    open() {
      open = true;
      const ready = waiters;
      waiters = [];
      ready.forEach((resolve) => resolve());
    },
    /** Resolves at once while open, else when opened; rejects when the signal aborts. */
    wait(signal: AbortSignal): Promise<void> {
      if (open) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        waiters.push(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        });
      });
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
