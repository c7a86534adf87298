import type { ReactNode } from 'react';
import { ariaSortOf, SortButton } from '@/components/sort-button';
import type { ColumnRef } from '@/response-set/columns';
import type { SortSpec } from '@/response-set/sort';

export type SortControl = {
  sort: SortSpec | null;
  /** Unsorted → ascending → descending → unsorted. Absent while sorting is not possible. */
  onSort?: (column: ColumnRef) => void;
};

/** `aria-sort` for a header cell: screen readers announce the order of the column. */
export function ariaSort(control: SortControl, column: ColumnRef) {
  return ariaSortOf(directionOf(control.sort, column));
}

export function directionOf(sort: SortSpec | null, column: ColumnRef) {
  return sort?.column === column ? sort.direction : null;
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
  return (
    <SortButton label={label} direction={directionOf(sort, column)} onSort={() => onSort(column)}>
      {children}
    </SortButton>
  );
}

export function nextSort(current: SortSpec | null, column: ColumnRef): SortSpec | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
