import { whenOnline } from './when-online';

const RETRY_AFTER_MS = 1000;

/**
 * A download of code that waits for the connection while offline and is tried once more if it
 * fails (e.g. a new version was deployed meanwhile and the first try hit a stale file).
 */
export async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await whenOnline();
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return load();
  }
}
