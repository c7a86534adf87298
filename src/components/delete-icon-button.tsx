import { IconTrash } from '@tabler/icons-react';
import classes from './delete-icon-button.module.css';

type Props = {
  /** The accessible name, naming what goes: "Delete form Customer feedback". */
  label: string;
  onClick: () => void;
  size?: 'sm' | 'md';
};

/**
 * The row action that opens a delete confirmation; it never deletes by itself. The tooltip is
 * the browser's own (`title`): a styled one costs a positioning engine per row.
 */
export function DeleteIconButton({ label, onClick, size = 'md' }: Props) {
  return (
    // A plain button styled as Mantine's subtle ActionIcon: a table page draws one per row and
    // redraws them on every search, sort and filter, and ActionIcon's style pass was a good part.
    <button
      type="button"
      className={`${classes.button} mantine-focus-auto`}
      data-size={size}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <IconTrash size={size === 'sm' ? 16 : 18} aria-hidden />
    </button>
  );
}
