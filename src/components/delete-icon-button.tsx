import { ActionIcon, type MantineSize } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type Props = {
  /** The accessible name, naming what goes: "Delete form Customer feedback". */
  label: string;
  onClick: () => void;
  size?: MantineSize;
};

/**
 * The row action that opens a delete confirmation; it never deletes by itself. The tooltip is
 * the browser's own (`title`): a styled one costs a positioning engine per row.
 */
export function DeleteIconButton({ label, onClick, size = 'md' }: Props) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={size}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <IconTrash size={size === 'sm' ? 16 : 18} />
    </ActionIcon>
  );
}
