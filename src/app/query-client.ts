import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { rejectsCurrentKey } from '@/api/authorized-request';
import { credentialsStore } from '@/api/credentials-store';
import { retryDelay, shouldRetry } from '@/api/wait-policy';
import { describeError } from '@/api/describe-error';

export function createQueryClient(overrides: { retry?: false } = {}) {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (rejectsCurrentKey(error)) return endSession();
        // A 401 to a key signed out meanwhile is no news: that session is over already.
        if (isApiError(error) && error.isUnauthorized) return;
        // A failed first load is shown in place; only a failed background refresh gets a toast.
        if (query.state.data !== undefined && !query.meta?.quietRefresh) {
          const reason = describeError(error);
          // Toasts are never part of a first screen; their code loads with the first one.
          void import('@mantine/notifications').then(({ notifications }) =>
            notifications.show({
              id: `refresh-${query.queryHash}`,
              color: 'red',
              title: 'Could not refresh',
              message: `${reason}${/[.!?]$/.test(reason) ? '' : '.'} The data on screen may be out of date.`,
            }),
          );
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Checking a candidate key is not a session; its 401 is answered on the key-entry screen.
        if (mutation.meta?.checksCandidateKey) return;
        if (rejectsCurrentKey(error)) endSession();
      },
    }),
    defaultOptions: {
      queries: {
        retry: overrides.retry ?? shouldRetry,
        retryDelay,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });

  function endSession() {
    if (!credentialsStore.get().credentials) return;
    credentialsStore.signOut('key-rejected');
    queryClient.clear();
    // A key the API no longer accepts takes the responses stored on this device with it.
    // Downloaded here, not with the first screen: what is stored on this device goes too.
    void import('@/response-set/disk-copy').then((disk) => disk.forgetStoredResponses());
  }

  return queryClient;
}
