import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  caption: string;
  head: readonly string[];
  /** One array per row; the first cell names the row, the others are figures (right-aligned). */
  rows: readonly (readonly ReactNode[])[];
};

// A figure this long (an amount of 20 digits) may break, so that a phone's page never widens;
// shorter ones stay whole, and the row's name breaks first.
const LONG_FIGURE = 12;

const mayBreak = (cell: ReactNode, index: number) =>
  index === 0 || (typeof cell === 'string' && cell.length > LONG_FIGURE);

/** Figures in rows and columns, for screen readers and print as much as for the eye. */
export function SimpleTable({ caption, head, rows }: Props) {
  return (
    <Table fz="sm" verticalSpacing={4}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          {head.map((cell, index) => (
            <Table.Th key={cell} ta={index > 0 ? 'right' : undefined}>
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, rowIndex) => (
          <Table.Tr key={rowIndex}>
            {row.map((cell, index) => (
              <Table.Td
                key={index}
                ta={index > 0 ? 'right' : undefined}
                style={mayBreak(cell, index) ? { overflowWrap: 'anywhere' } : undefined}
              >
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
