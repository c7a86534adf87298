import { isApiError } from './api-error';

function describeWait(ms: number | undefined): string {
  if (ms === undefined) return 'a moment';
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** What went wrong, for people: the API's own text where it gave one, never a blank. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something unexpected went wrong.';
  if (error.kind === 'network') return error.message;
  if (error.kind === 'unreadable') return error.message;
  if (error.status === 429) {
    return `The API is receiving too many requests. Wait ${describeWait(error.retryAfterMs)} and retry.`;
  }
  return `${error.message} (HTTP ${error.status})`;
}
