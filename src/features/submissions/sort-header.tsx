import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ColumnRef } from '@/response-set/columns';
import type { SortSpec } from '@/response-set/sort';
import classes from './submissions-table.module.css';

export type SortControl = {
  sort: SortSpec | null;
  /** Unsorted → ascending → descending → unsorted. Absent while sorting is not possible. */
  onSort?: (column: ColumnRef) => void;
};

/** `aria-sort` for a header cell: screen readers announce the order of the column. */
export function ariaSort(control: SortControl, column: ColumnRef) {
  if (control.sort?.column !== column) return undefined;
  return control.sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A column header's label as a button that sorts by it. */
export function SortHeader({
  control,
  column,
  label,
  children,
}: {
  control: SortControl;
  column: ColumnRef;
  label: string;
  children: ReactNode;
}) {
  const { sort, onSort } = control;
  if (!onSort) return <>{children}</>;
  const direction = sort?.column === column ? sort.direction : null;
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const next =
    direction === null ? 'ascending' : direction === 'asc' ? 'descending' : 'the original order';
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => onSort(column)}
      aria-label={`${label}: sort ${next}`}
      data-sorted={direction ?? undefined}
    >
      {children}
      <Icon size={14} aria-hidden className={classes.sortIcon} />
    </UnstyledButton>
  );
}

export function nextSort(current: SortSpec | null, column: ColumnRef): SortSpec | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
