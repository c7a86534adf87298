import { ActionIcon, type MantineSize, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type Props = {
  /** The accessible name, naming what goes: "Delete form Customer feedback". */
  label: string;
  tooltip: string;
  onClick: () => void;
  size?: MantineSize;
};

/** The row action that opens a delete confirmation; it never deletes by itself. */
export function DeleteIconButton({ label, tooltip, onClick, size = 'md' }: Props) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="red" size={size} aria-label={label} onClick={onClick}>
        <IconTrash size={size === 'sm' ? 16 : 18} />
      </ActionIcon>
    </Tooltip>
  );
}
