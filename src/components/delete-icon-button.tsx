import { ActionIcon, type MantineSize, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type Props = {
  /** The accessible name, naming what goes: "Delete form Customer feedback". */
  label: string;
  /** A styled tooltip; without it the browser's own (`title`), which is far cheaper per row. */
  tooltip?: string;
  onClick: () => void;
  size?: MantineSize;
};

/** The row action that opens a delete confirmation; it never deletes by itself. */
export function DeleteIconButton({ label, tooltip, onClick, size = 'md' }: Props) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      size={size}
      aria-label={label}
      title={tooltip ? undefined : label}
      onClick={onClick}
    >
      <IconTrash size={size === 'sm' ? 16 : 18} />
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button;
}
