import { withRetry } from './with-retry';

export type CodeDownload<T> = {
  /** The code, downloaded `withRetry` on the first call; later calls share that download. */
  get: () => Promise<T>;
  /** The code if it has already arrived, for callers that must not wait even a microtask. */
  loaded: () => T | undefined;
};

/** Code downloaded once and reused; a failed download is not final, the next call tries again. */
export function codeDownload<T>(load: () => Promise<T>): CodeDownload<T> {
  let loaded: T | undefined;
  let download: Promise<T> | undefined;
  return {
    get: () =>
      (download ??= withRetry(load).then(
        (code) => (loaded = code),
        (error: unknown) => {
          download = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}
