import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

type Props = { title?: string; message?: string; backTo?: string; backLabel?: string };

export function NotFoundPage({
  title = 'Page not found',
  message = 'There is nothing at this address.',
  backTo = '/forms',
  backLabel = 'Back to forms',
}: Props) {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{message}</Text>
      <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} />}>
        {backLabel}
      </Button>
    </Stack>
  );
}
