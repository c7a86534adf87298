import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '@/api/client';
import { credentialsStore } from '@/api/credentials-store';
import { userQueries, verifyCredentials } from '@/api/users';
import { rememberBaseUrl } from '@/lib/remembered-base-url';
import { prepareApi } from '@/lib/sandbox-connection';

type ConnectInput = Credentials & { remember: boolean };

/** Checks the key with GET /users/me and only then keeps it. */
export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { checksCandidateKey: true },
    mutationFn: async ({ baseUrl, apiKey }: ConnectInput) => {
      await prepareApi(baseUrl);
      return verifyCredentials({ baseUrl, apiKey });
    },
    onSuccess: (user, { baseUrl, apiKey, remember }) => {
      queryClient.clear();
      queryClient.setQueryData(userQueries.me().queryKey, user);
      rememberBaseUrl(baseUrl);
      credentialsStore.signIn({ baseUrl, apiKey }, remember);
    },
  });
}
