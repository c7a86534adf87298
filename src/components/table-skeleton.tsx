import { Skeleton } from '@mantine/core';

type Props = { columns: number; rows?: number };

/** Rows of the same height as the real ones, so nothing jumps when the data arrives. */
export function TableSkeletonRows({ columns, rows = 8 }: Props) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton height={18} my={4} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
