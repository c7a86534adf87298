import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError } from '@/api/describe-error';

export { describeError };

type Props = { error: unknown; title?: string; onRetry?: () => void };

/** A failed first load, shown in place of the content it was loading. */
export function ErrorState({ error, title = 'Could not load this page', onRetry }: Props) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{describeError(error)}</Text>
        {onRetry && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
