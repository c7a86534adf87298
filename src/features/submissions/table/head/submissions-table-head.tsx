import { Table } from '@mantine/core';
import { questionColumn } from '@/response-set/columns';
import type { ColumnSizing } from '@/features/submissions/columns/use-column-sizing';
import { QuestionHeaderCell } from './question-header-cell';
import { ariaSort, directionOf, type SortControl, SortHeader } from './sort-header';
import classes from '@/features/submissions/table/submissions-table.module.css';
import {
  type ColumnWindow,
  PINNED_WIDTH,
  STATUS_WIDTH,
  withPad,
} from '@/features/submissions/table/use-column-window';

type Props = {
  columnWindow: ColumnWindow;
  sizing: ColumnSizing;
  allSelected: boolean;
  someSelected: boolean;
  canSelect: boolean;
  onToggleAll: (checked: boolean) => void;
  sorting: SortControl;
};

// The table's layout is fixed: the widths of these cells hold for every row.
export function SubmissionsTableHead({
  columnWindow: { columns, padLeft, padRight },
  sizing,
  allSelected,
  someSelected,
  canSelect,
  onToggleAll,
  sorting,
}: Props) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th
          className={classes.pinned}
          aria-colindex={1}
          aria-sort={ariaSort(sorting, 'submitted')}
          style={{ width: PINNED_WIDTH }}
        >
          {/* Native, like the rows' checkboxes (see submission-actions-cell.tsx). */}
          <input
            type="checkbox"
            className={classes.check}
            aria-label="Select all submissions on this page"
            checked={allSelected}
            ref={(input) => {
              if (input) input.indeterminate = someSelected && !allSelected;
            }}
            onChange={(event) => onToggleAll(event.currentTarget.checked)}
            disabled={!canSelect}
            style={{
              display: 'inline-block',
              marginRight: 'var(--mantine-spacing-sm)',
              verticalAlign: 'middle',
            }}
          />
          <SortHeader control={sorting} column="submitted" label="Submitted">
            Submitted
          </SortHeader>
        </Table.Th>
        <Table.Th
          aria-colindex={2}
          aria-sort={ariaSort(sorting, 'status')}
          style={{ width: STATUS_WIDTH }}
        >
          <SortHeader control={sorting} column="status" label="Status">
            Status
          </SortHeader>
        </Table.Th>
        {withPad(
          columns,
          ({ question, colIndex, pinLeft }) => (
            <QuestionHeaderCell
              key={question.id}
              question={question}
              colIndex={colIndex}
              pinLeft={pinLeft}
              width={sizing.widthOf(question.id)}
              direction={directionOf(sorting.sort, questionColumn(question.id))}
              onSort={sorting.onSort}
              onPreview={sizing.preview}
              onResize={sizing.resize}
            />
          ),
          padLeft > 0 && (
            <th key="pad" aria-hidden className={classes.pad} style={{ width: padLeft }} />
          ),
        )}
        {padRight > 0 && <th aria-hidden className={classes.pad} style={{ width: padRight }} />}
      </Table.Tr>
    </Table.Thead>
  );
}
