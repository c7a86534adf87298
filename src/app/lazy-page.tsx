import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { PageLoading } from '@/components/page-loading';
import { type Deferred, deferredComponent } from '@/lib/deferred-component';
import { whenIdle } from '@/lib/when-idle';

/** A page's code could not be downloaded (e.g. a new version was deployed meanwhile). */
export function PageDownloadError() {
  return (
    <Container size="sm" py="xl" role="alert">
      <Stack align="flex-start">
        <Title order={1}>This page could not be loaded</Title>
        <Text c="dimmed">
          Part of Formdeck could not be downloaded. Check your connection and reload the page. Your
          data is safe; nothing was changed.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}

/** A page whose code is downloaded on first use; never a blank page, even if that fails. */
export function lazyPage(load: () => Promise<ComponentType>): Deferred<object> {
  return deferredComponent(load, {
    Placeholder: PageLoading,
    Failed: PageDownloadError,
    isPage: true,
  });
}

/** Downloads pages ahead of need, so that later navigation works offline and at once. */
export function preloadPages(loads: (() => Promise<unknown>)[]): () => void {
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  return whenIdle(run, { timeout: 3000, fallbackDelay: 1000 });
}
