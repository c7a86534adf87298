import { ERROR_MESSAGES } from '@/contract/error-messages';
import { ApiError } from './api-error';
import { apiDelete, apiRequest, type Credentials } from './client';
import { credentialsStore } from './credentials-store';

function signedIn<T>(call: (credentials: Credentials) => Promise<T>): Promise<T> {
  const { credentials } = credentialsStore.get();
  if (!credentials) return Promise.reject(new ApiError('http', 401, ERROR_MESSAGES.unauthorized));
  return call(credentials);
}

/** `apiRequest` with the signed-in user's credentials; used by every query. */
export function authorizedRequest<T>(
  path: string,
  options: Parameters<typeof apiRequest<T>>[2],
): Promise<T> {
  return signedIn((credentials) => apiRequest(credentials, path, options));
}

/** `apiDelete` with the signed-in user's credentials; used by every delete. */
export function authorizedDelete(path: string): Promise<void> {
  return signedIn((credentials) => apiDelete(credentials, path));
}

/**
 * One path segment from an id the API gave us. `.` and `..` cannot be sent in any spelling: the
 * URL parser (fetch's included) treats `%2E%2E`, `.%2e` and the like as `..` too and removes
 * them with the segment before, so `DELETE /forms/../` would reach another address. Such an id
 * is refused before anything is sent; what the page already holds (a submission in the table)
 * still opens, as the app's own routes escape these ids (src/lib/id-route.ts).
 */
export function segment(id: string): string {
  if (id === '.' || id === '..' || id === '') {
    throw new ApiError(
      'unreadable',
      0,
      `The API gave this item the id "${id}", which no URL can carry, so it cannot be asked about it. Nothing was sent.`,
    );
  }
  return encodeURIComponent(id);
}
