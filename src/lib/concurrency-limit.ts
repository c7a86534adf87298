/**
 * Runs at most `max` tasks at once; the rest wait their turn, first come first served.
 * React Query has no limit per kind of query, so a queryFn that must not flood the API (one read
 * per row of a list) goes through one of these.
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const start = () => {
        signal?.removeEventListener('abort', leave);
        running += 1;
        // A task that throws before its first await still ends, and still frees its slot.
        new Promise<T>((settle) => settle(task())).then(resolve, reject).finally(() => {
          running -= 1;
          waiting.shift()?.();
        });
      };
      // A caller that gives up while waiting leaves the queue and never takes a slot.
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason);
      };
      if (running < max) return start();
      waiting.push(start);
      signal?.addEventListener('abort', leave, { once: true });
    });
  };
}
