import { Group, Loader, Paper, Text } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePageDownloading } from '@/lib/page-downloads';

const SLOW_AFTER_MS = 3000;

/** Says the app is still working when a request (or a page download) takes a few seconds. */
export function SlowRequestNotice() {
  const requests = useIsFetching() + useIsMutating();
  const downloading = usePageDownloading();
  const busy = requests > 0 || downloading;
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
    // Fixed in place rather than Mantine's Affix, whose portal code the first screen would carry.
    <Paper
      pos="fixed"
      bottom={16}
      left={16}
      style={{ zIndex: 'var(--mantine-z-index-popover)' }}
      withBorder
      shadow="md"
      px="md"
      py="xs"
      role="status"
      aria-live="polite"
    >
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Still working… the API is taking longer than usual.</Text>
      </Group>
    </Paper>
  );
}
