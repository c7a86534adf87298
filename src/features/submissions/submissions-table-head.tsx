import { Badge, Checkbox, Table } from '@mantine/core';
import { questionColumn } from '@/response-set/columns';
import { ariaSort, type SortControl, SortHeader } from './sort-header';
import classes from './submissions-table.module.css';
import { type ColumnWindow, LEAD_WIDTH, QUESTION_COLUMN_WIDTH } from './use-column-window';

type Props = {
  columnWindow: ColumnWindow;
  allSelected: boolean;
  someSelected: boolean;
  canSelect: boolean;
  onToggleAll: (checked: boolean) => void;
  sorting: SortControl;
};

// When windowed, the table's layout is fixed and these widths hold for every row.
const PINNED_WIDTH = 300;

export function SubmissionsTableHead({
  columnWindow: { columns, padLeft, padRight, windowed },
  allSelected,
  someSelected,
  canSelect,
  onToggleAll,
  sorting,
}: Props) {
  const width = (value: number) => (windowed ? { width: value } : undefined);
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th
          className={classes.pinned}
          aria-colindex={1}
          aria-sort={ariaSort(sorting, 'submitted')}
          style={width(PINNED_WIDTH)}
        >
          <Checkbox
            aria-label="Select all submissions on this page"
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(event) => onToggleAll(event.currentTarget.checked)}
            disabled={!canSelect}
            display="inline-block"
            mr="sm"
          />
          <SortHeader control={sorting} column="submitted" label="Submitted">
            Submitted
          </SortHeader>
        </Table.Th>
        <Table.Th
          aria-colindex={2}
          aria-sort={ariaSort(sorting, 'status')}
          style={width(LEAD_WIDTH - PINNED_WIDTH)}
        >
          <SortHeader control={sorting} column="status" label="Status">
            Status
          </SortHeader>
        </Table.Th>
        {padLeft > 0 && <th aria-hidden className={classes.pad} style={{ width: padLeft }} />}
        {columns.map(({ question, colIndex }) => (
          <Table.Th
            key={question.id}
            aria-colindex={colIndex}
            className={question.is_deleted ? classes.deletedHeader : undefined}
            style={width(QUESTION_COLUMN_WIDTH)}
            aria-sort={ariaSort(sorting, questionColumn(question.id))}
          >
            {/* The name gives way (ellipsis, whole on hover) so that the badge is never cut. */}
            <div className={classes.headerContent}>
              <SortHeader
                control={sorting}
                column={questionColumn(question.id)}
                label={question.name || 'Untitled question'}
              >
                {/* <bdi>: a right-to-left or control-character name cannot reorder the header. */}
                <bdi className={classes.headerName} title={question.name || 'Untitled question'}>
                  {question.name || 'Untitled question'}
                </bdi>
              </SortHeader>
              {question.is_deleted && (
                <Badge size="xs" color="gray" variant="outline" className={classes.deletedBadge}>
                  deleted
                </Badge>
              )}
            </div>
          </Table.Th>
        ))}
        {padRight > 0 && <th aria-hidden className={classes.pad} style={{ width: padRight }} />}
      </Table.Tr>
    </Table.Thead>
  );
}
