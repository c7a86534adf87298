import { Skeleton, Table } from '@mantine/core';

type Props = { columns: number; rows?: number };

/** Rows of the same height as the real ones, so nothing jumps when the data arrives. */
export function TableSkeletonRows({ columns, rows = 8 }: Props) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <Table.Td key={column}>
              <Skeleton height={18} my={4} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}
