import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="orange" icon={<IconWifiOff />} role="status" mb="md" title="You are offline">
      Requests are paused and resume when the connection is back. Nothing is lost.
    </Alert>
  );
}
