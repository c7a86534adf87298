import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './sort-button.module.css';

/** A column's order: `null` is the list's own order. */
export type SortDirection = 'asc' | 'desc' | null;

/** `aria-sort` for a header cell: screen readers announce the order of the column. */
export function ariaSortOf(direction: SortDirection) {
  if (direction === null) return undefined;
  return direction === 'asc' ? 'ascending' : 'descending';
}

type Props = {
  /** The column's name, for the button's accessible name. */
  label: string;
  direction: SortDirection;
  /** Unsorted → ascending → descending → unsorted. */
  onSort: () => void;
  /** What the header shows, when it is more than the label. */
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'>;

/**
 * A column header's label as a button that sorts by the column, with an arrow for its order.
 * Other props (a ref, focus and pointer handlers) reach the button, so that a Tooltip can wrap it.
 */
export function SortButton({ label, direction, onSort, children, ...buttonProps }: Props) {
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const next =
    direction === null ? 'ascending' : direction === 'asc' ? 'descending' : 'the original order';
  return (
    <UnstyledButton
      {...buttonProps}
      className={classes.sortButton}
      onClick={onSort}
      aria-label={`${label}: sort ${next}`}
      data-sorted={direction ?? undefined}
    >
      {children ?? label}
      <Icon size={14} aria-hidden className={classes.sortIcon} />
    </UnstyledButton>
  );
}
