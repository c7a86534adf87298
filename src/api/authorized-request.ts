import { ERROR_MESSAGES } from '@/contract/error-messages';
import { ApiError, isApiError } from './api-error';
import { apiDelete, apiRequest, type Credentials } from './client';
import { credentialsStore } from './credentials-store';

/**
 * The session each failed request was sent under (the credentials object of that sign-in), so
 * that a 401 can be told apart from one to a key signed out meanwhile. Kept here, not on the
 * error, so that no error object carries a key.
 */
const sentUnder = new WeakMap<ApiError, Credentials>();

function signedIn<T>(call: (credentials: Credentials) => Promise<T>): Promise<T> {
  const { credentials } = credentialsStore.get();
  if (!credentials) return Promise.reject(new ApiError('http', 401, ERROR_MESSAGES.unauthorized));
  return call(credentials).catch((error: unknown) => {
    if (isApiError(error)) sentUnder.set(error, credentials);
    throw error;
  });
}

/**
 * Whether `error` is the API refusing the key of the current session. A 401 to a request sent
 * before the user signed out (or signed in again, even with the same key) is not: it must never
 * end the session that followed or replace its sign-out notice.
 */
export function rejectsCurrentKey(error: unknown): boolean {
  if (!isApiError(error) || !error.isUnauthorized) return false;
  const { credentials } = credentialsStore.get();
  return credentials !== null && sentUnder.get(error) === credentials;
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
