import { whenOnline } from './when-online';

const RETRY_AFTER_MS = 1000;

const underWay = new Set<Promise<unknown>>();

async function loadOrRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await whenOnline();
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return load();
  }
}

/**
 * A download of code that waits for the connection while offline and is tried once more if it
 * fails (e.g. a new version was deployed meanwhile and the first try hit a stale file).
 */
export function withRetry<T>(load: () => Promise<T>): Promise<T> {
  const download = loadOrRetry(load);
  underWay.add(download);
  const done = () => void underWay.delete(download);
  download.then(done, done);
  return download;
}

/**
 * Settles once every download under way has: test files that share one page's modules wait for
 * it, so that no download (or its retry's timer) runs on into the next file.
 */
export const downloadsSettled = () => Promise.allSettled([...underWay]);
