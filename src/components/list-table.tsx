import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list-table.module.css';
import { ariaSortOf, SortButton, type SortDirection } from './sort-button';
import { TableSkeletonRows } from './table-skeleton';

/** A column the user may sort by: its order now, and what a click on its header does. */
export type SortableHeader = {
  label: string;
  direction: SortDirection;
  /** Unsorted → ascending → descending → unsorted, as the submissions table does. */
  onSort: () => void;
};

type Props = {
  /** Column headers; a last column, named for screen readers only, holds each row's actions. */
  headers: readonly (string | SortableHeader)[];
  minWidth: number;
  /** No rows yet: skeleton rows hold their place. */
  loading: boolean;
  /** The rows on screen are the previous page's while the next one loads. */
  stale: boolean;
  /** The body rows. */
  children: ReactNode;
};

/**
 * A list's table: its head, skeleton rows until the first page arrives, then the rows. On a phone
 * each row is a card (see list-table.module.css): a cell shows its column's name from its
 * `data-label`, and the cell of the row's actions is marked `data-actions`.
 */
export function ListTable({ headers, minWidth, loading, stale, children }: Props) {
  return (
    // A plain table, not Mantine's: its Table brings a ScrollArea, and with it the positioning
    // library of popovers, onto the first screen (docs/performance.md).
    <div className={classes.stack}>
      <table
        className={classes.table}
        aria-busy={loading || stale}
        style={{ minWidth, opacity: stale ? 0.6 : 1 }}
      >
        <thead>
          <tr>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <th key={header}>{header}</th>
              ) : (
                <SortHeaderCell key={header.label} header={header} />
              ),
            )}
            <th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>{loading ? <TableSkeletonRows columns={headers.length + 1} /> : children}</tbody>
      </table>
    </div>
  );
}

function SortHeaderCell({ header }: { header: SortableHeader }) {
  return (
    <th aria-sort={ariaSortOf(header.direction)} style={{ whiteSpace: 'nowrap' }} data-sortable>
      <SortButton {...header} />
    </th>
  );
}
