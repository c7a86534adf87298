import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

type Props = {
  title: string;
  badges?: ReactNode;
  children: ReactNode;
  /** Its figures are still to be drawn (its heading is there already). */
  busy?: boolean;
  ref?: Ref<HTMLElement>;
};

/** About a block's figures' height, so that blocks not drawn yet take their place. */
const PLACEHOLDER_HEIGHT = 240;

/** Where a block's figures go until the page draws them (see useDrawnBlocks). */
export function FiguresPlaceholder() {
  return <Skeleton h={PLACEHOLDER_HEIGHT} aria-hidden />;
}

/**
 * A block of the Summary: a landmark named by its title (a screen reader lists them), printed
 * whole on one page where it fits.
 */
export function SummaryBlock({ title, badges, children, busy, ref }: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      className="summary-block"
      aria-label={title}
      aria-busy={busy || undefined}
      ref={ref}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badges}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
