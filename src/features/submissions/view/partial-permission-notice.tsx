import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

type Props = { onShowCompleted: () => void };

/** A 403 on partials is a permission of the key, not a failure. */
export function PartialPermissionNotice({ onShowCompleted }: Props) {
  return (
    <Alert
      color="gray"
      icon={<IconLock />}
      title="Partial submissions are not available"
      role="status"
    >
      This API key may not view partial submissions. Completed submissions are still available.
      <Button size="xs" variant="light" mt="sm" display="block" onClick={onShowCompleted}>
        Show completed submissions
      </Button>
    </Alert>
  );
}
