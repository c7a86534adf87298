import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SAVED_VIEW_NAME_MAX } from '@/response-set/saved-views';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The names already saved: one of them is replaced, which the dialog says. */
  names: readonly string[];
  onSave: (name: string) => void;
};

/** Asks for the name of the view to save. */
export function SaveViewModal({ opened, onClose, names, onSave }: Props) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const replaces = names.includes(trimmed);
  const close = () => {
    setName('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Save this view" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '') return;
          onSave(trimmed);
          close();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The tab, search, sort and filters, kept on this device for this form.
          </Text>
          <TextInput
            label="Name"
            data-autofocus
            required
            maxLength={SAVED_VIEW_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            description={replaces ? 'Replaces the saved view of this name.' : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={trimmed === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
