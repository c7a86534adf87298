import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = { title: string; children?: ReactNode };

export function EmptyState({ title, children }: Props) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
        <IconInbox />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children && (
        <Text size="sm" c="dimmed" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}
