import { isApiError } from '@/api/api-error';

/** One clear message per way a connection attempt can fail. */
export function connectErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong while connecting. Try again.';
  if (error.kind === 'network') {
    return 'Could not reach the API at this URL. Check the address and your connection; a service on another origin must allow this page (CORS).';
  }
  if (error.kind === 'unreadable') {
    return 'This URL answered, but not like the Form Collection API v1. Check that the base URL is the API root, ending in /v1.';
  }
  if (error.status === 401) return 'This API key was not accepted. Check it and try again.';
  if (error.status === 404) {
    return 'This URL has no Form Collection API v1 (HTTP 404). Check that the base URL ends in /v1.';
  }
  if (error.status === 429)
    return 'The API is busy (too many requests). Wait a moment and try again.';
  return `The API answered with an error (HTTP ${error.status}): ${error.message}`;
}
