import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type Props = {
  /** Saved views on this device; the dialog is open when this is not null. */
  savedViews: number | null;
  onCancel: () => void;
  onSignOut: (forgetViews: boolean) => void;
};

/**
 * Asked at sign-out only when views are saved on this device: they stay after sign-out, with
 * their search text, which can be a respondent's e-mail.
 */
export function SignOutDialog({ savedViews, onCancel, onSignOut }: Props) {
  const [forget, setForget] = useState(false);
  const count = savedViews ?? 0;
  return (
    <Modal opened={savedViews !== null} onClose={onCancel} title="Sign out" centered>
      <Stack gap="md">
        <Text size="sm">
          Saved views stay in this browser after you sign out, with their searches and filters,
          which can name a respondent.
        </Text>
        <Checkbox
          checked={forget}
          onChange={(event) => setForget(event.currentTarget.checked)}
          label={`Forget the ${count} saved view${count === 1 ? '' : 's'} on this device`}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onSignOut(forget)}>Sign out</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
