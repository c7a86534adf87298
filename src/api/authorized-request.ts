import { ApiError } from './api-error';
import { apiRequest } from './client';
import { credentialsStore } from './credentials-store';

/** `apiRequest` with the signed-in user's credentials; used by every query and mutation. */
export function authorizedRequest<T>(
  path: string,
  options: Parameters<typeof apiRequest<T>>[2],
): Promise<T> {
  const { credentials } = credentialsStore.get();
  if (!credentials) return Promise.reject(new ApiError('http', 401, 'Unauthorized'));
  return apiRequest(credentials, path, options);
}

/** One path segment from an id the API gave us; `.` and `..` would change the path itself. */
export function segment(id: string): string {
  if (id === '.' || id === '..' || id === '') {
    throw new ApiError('unreadable', 0, 'The API sent an identifier that cannot be used in a URL.');
  }
  return encodeURIComponent(id);
}
