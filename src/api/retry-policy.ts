import { isApiError } from './api-error';

const MAX_RETRIES = 3;

/** No retry for 4xx except 408 and 429; 5xx and network failures a few times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'unreadable') return false;
  if (error.kind === 'network') return true;
  if (error.status === 408 || error.status === 429) return true;
  return error.status >= 500;
}

/** Honours `Retry-After`; otherwise exponential backoff with jitter, capped at 10 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, 60_000);
  }
  const base = Math.min(1000 * 2 ** attempt, 10_000);
  return base / 2 + Math.random() * (base / 2);
}
