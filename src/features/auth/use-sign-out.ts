import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { credentialsStore } from '@/api/credentials-store';
import { leaveBrowserSandbox } from '@/lib/sandbox-connection';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    credentialsStore.signOut('signed-out');
    queryClient.clear();
    // The next key may be for a real deployment, which the sandbox's worker must never see.
    leaveBrowserSandbox().catch(() => undefined);
    // Responses stored on this device go with the key, whether or not a form was opened.
    // Downloaded here, not with the first screen: what is stored on this device goes too.
    void import('@/response-set/disk-copy').then((disk) => disk.forgetStoredResponses());
  }, [queryClient]);
}
