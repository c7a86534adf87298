import { Affix, Group, Loader, Paper, Text } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

const SLOW_AFTER_MS = 3000;

/** Says the app is still working when a request (or a page download) takes a few seconds. */
export function SlowRequestNotice() {
  const requests = useIsFetching() + useIsMutating();
  const navigation = useNavigation();
  const busy = requests > 0 || navigation.state !== 'idle';
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);

  if (!busy || !slow) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }}>
      <Paper withBorder shadow="md" px="md" py="xs" role="status" aria-live="polite">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Still working… the API is taking longer than usual.</Text>
        </Group>
      </Paper>
    </Affix>
  );
}
