import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableSkeletonRows } from './table-skeleton';

type Props = {
  /** Column headers; a last column, named for screen readers only, holds each row's actions. */
  headers: readonly string[];
  minWidth: number;
  /** No rows yet: skeleton rows hold their place. */
  loading: boolean;
  /** The rows on screen are the previous page's while the next one loads. */
  stale: boolean;
  /** The body rows. */
  children: ReactNode;
};

/** A list's table: its head, skeleton rows until the first page arrives, then the rows. */
export function ListTable({ headers, minWidth, loading, stale, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={loading || stale}
        style={{ opacity: stale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {headers.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
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
