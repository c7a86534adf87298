import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// While new figures are worked out, those shown stay with the labels they belong to (the page
// does not jump) but are dimmed and cannot be clicked, and a status says so: a figure on screen
// is never shown under the next choice's label.

/** "Updating the figures…" while they are worked out; a live region, there all along. */
export function UpdatingStatus({ updating }: { updating: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
      {updating && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            Updating the figures…
          </Text>
        </>
      )}
    </Group>
  );
}

/** Figures that are being replaced: dimmed, out of reach, and busy to a screen reader. */
export function ReplacedFigures({
  updating,
  children,
}: {
  updating: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="md"
      aria-busy={updating || undefined}
      inert={updating}
      style={{ opacity: updating ? 0.35 : undefined, transition: 'opacity 150ms' }}
    >
      {children}
    </Stack>
  );
}
