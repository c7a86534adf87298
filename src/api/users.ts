import { queryOptions } from '@tanstack/react-query';
import { authorizedRequest } from './authorized-request';
import { apiRequest, type Credentials } from './client';
import { userSchema } from './schemas';

export const userQueries = {
  all: () => ['users'] as const,
  me: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => authorizedRequest('/users/me', { schema: userSchema, signal }),
      staleTime: 5 * 60_000,
    }),
};

/** Checks candidate credentials before they are stored; the answer seeds the `me` query. */
export function verifyCredentials(credentials: Credentials, signal?: AbortSignal) {
  return apiRequest(credentials, '/users/me', { schema: userSchema, signal });
}
