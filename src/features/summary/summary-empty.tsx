import { Button, Group, Paper } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';

type Props = {
  title: string;
  children: ReactNode;
  /** Buttons to the next step: clear what narrows the view, open the table. */
  actions: ReactNode;
};

/** What the Summary says when there is nothing to summarise, and what to do next. */
export function SummaryEmpty({ title, children, actions }: Props) {
  return (
    <Paper withBorder radius="md" p="md" pb="xl">
      <EmptyState title={title}>{children}</EmptyState>
      <Group gap="xs" justify="center">
        {actions}
      </Group>
    </Paper>
  );
}

/** The way to the form's table of responses, in the same view. */
export function OpenTableButton({ href }: { href: string }) {
  return (
    <Button
      component={Link}
      to={href}
      variant="default"
      size="xs"
      leftSection={<IconTable size={14} />}
    >
      Open the responses table
    </Button>
  );
}
