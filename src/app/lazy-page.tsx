import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle';

const RETRY_AFTER_MS = 1000;

function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/** A page's code could not be downloaded (e.g. a new version was deployed meanwhile). */
function PageDownloadError() {
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

/**
 * A route's `lazy`: while offline it waits for the connection instead of failing, retries a
 * failed download once, and if that fails too shows a page that says so (never a blank page).
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() };
    } catch {
      try {
        await whenOnline();
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        return { Component: await load() };
      } catch {
        return { Component: PageDownloadError };
      }
    }
  };
}

/** Downloads pages ahead of need, so that later navigation works offline and at once. */
export function preloadPages(loads: (() => Promise<unknown>)[]): () => void {
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  return whenIdle(run, { timeout: 3000, fallbackDelay: 1000 });
}
