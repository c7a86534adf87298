import { isApiError } from './api-error';

function describeWait(ms: number | undefined): string {
  if (ms === undefined) return 'a moment';
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days < 1000 ? `${days} days` : 'more than 1,000 days';
}

/** What went wrong, for people: the API's own text where it gave one, never a blank. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something unexpected went wrong.';
  if (error.kind === 'network') return error.message;
  if (error.kind === 'unreadable') return error.message;
  if (error.status === 429) {
    return `The API is receiving too many requests. Wait ${describeWait(error.retryAfterMs)} and retry.`;
  }
  // The client's own texts for a bare status already name it ("The API failed (HTTP 500)").
  if (error.message.includes(`HTTP ${error.status}`)) return error.message;
  return `${error.message} (HTTP ${error.status})`;
}
