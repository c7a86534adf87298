import { IconTrash } from '@tabler/icons-react';
import classes from './delete-icon-button.module.css';

type Props = {
  /** The accessible name, naming what goes: "Delete form Customer feedback". */
  label: string;
  onClick: () => void;
  size?: 'sm' | 'md';
};

// Made once: a redrawn row keeps the very same icon element, and React skips it.
const ICONS = {
  sm: <IconTrash size={16} aria-hidden="true" />,
  md: <IconTrash size={18} aria-hidden="true" />,
};

/**
 * The row action that opens a delete confirmation; it never deletes by itself. A plain button
 * styled as Mantine's subtle red ActionIcon: a table page redraws one per row on every search,
 * sort and filter, and the ActionIcon cost a tenth of that redraw (React's profiler). The
 * tooltip is the browser's own (`title`): a styled one costs a positioning engine per row.
 */
export function DeleteIconButton({ label, onClick, size = 'md' }: Props) {
  return (
    <button
      type="button"
      className={`${classes.button} mantine-focus-auto mantine-active`}
      data-size={size}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {ICONS[size]}
    </button>
  );
}
