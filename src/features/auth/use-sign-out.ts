import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { credentialsStore } from '@/api/credentials-store';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    credentialsStore.signOut('You are signed out. The key was forgotten on this device.');
    queryClient.clear();
  }, [queryClient]);
}
