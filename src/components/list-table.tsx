import { Table, VisuallyHidden } from '@mantine/core';
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
    // The browser's own scrolling: Mantine's scroll area is kept off the first screen (see
    // scroll-area-shim.ts).
    <Table.ScrollContainer type="native" minWidth={minWidth} className={classes.stack}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={loading || stale}
        style={{ opacity: stale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <Table.Th key={header}>{header}</Table.Th>
              ) : (
                <SortHeaderCell key={header.label} header={header} />
              ),
            )}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? <TableSkeletonRows columns={headers.length + 1} /> : children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SortHeaderCell({ header }: { header: SortableHeader }) {
  return (
    <Table.Th
      aria-sort={ariaSortOf(header.direction)}
      style={{ whiteSpace: 'nowrap' }}
      data-sortable
    >
      <SortButton {...header} />
    </Table.Th>
  );
}
