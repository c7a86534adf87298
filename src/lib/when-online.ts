/** Resolves when the browser is online (at once if it is); rejects when the signal aborts. */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      window.removeEventListener('online', done);
      reject(signal?.reason);
    };
    window.addEventListener('online', done, { once: true });
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
