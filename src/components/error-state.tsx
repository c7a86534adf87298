import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../api/api-error';

type Props = { error: unknown; title?: string; onRetry?: () => void };

export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something unexpected went wrong.';
  if (error.kind === 'network') return error.message;
  if (error.kind === 'unreadable') return error.message;
  if (error.status === 429)
    return 'The API is receiving too many requests. Wait a moment and retry.';
  return `${error.message} (HTTP ${error.status})`;
}

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
