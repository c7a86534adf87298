import { Badge, Table } from '@mantine/core';
import { questionColumn } from '@/response-set/columns';
import { ResizeHandle } from './columns/resize-handle';
import type { ColumnSizing } from './columns/use-column-sizing';
import { ariaSort, type SortControl, SortHeader } from './sort-header';
import classes from './submissions-table.module.css';
import { type ColumnWindow, PINNED_WIDTH, STATUS_WIDTH, withPad } from './use-column-window';

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
          {/* Native, like the rows' checkboxes (see submission-row-lead.tsx). */}
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
          ({ question, colIndex, pinLeft }) => {
            const name = question.name || 'Untitled question';
            const width = sizing.widthOf(question.id);
            const pinned = pinLeft !== undefined;
            return (
              <Table.Th
                key={question.id}
                aria-colindex={colIndex}
                className={
                  [pinned && classes.pinned, question.is_deleted && classes.deletedHeader]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                data-pinned={pinned || undefined}
                style={{ width, left: pinLeft }}
                aria-sort={ariaSort(sorting, questionColumn(question.id))}
              >
                {/* The name gives way (ellipsis, whole on hover) so that the badge is never cut. */}
                <div className={classes.headerContent}>
                  <SortHeader control={sorting} column={questionColumn(question.id)} label={name}>
                    {/* <bdi>: a right-to-left or control-character name cannot reorder it. */}
                    <bdi className={classes.headerName} title={name}>
                      {name}
                    </bdi>
                  </SortHeader>
                  {question.is_deleted && (
                    <Badge
                      size="xs"
                      color="gray"
                      variant="outline"
                      className={classes.deletedBadge}
                    >
                      deleted
                    </Badge>
                  )}
                </div>
                <ResizeHandle
                  name={name}
                  width={width}
                  onPreview={(next) => sizing.preview(question.id, next)}
                  onResize={(next) => sizing.resize(question.id, next)}
                />
              </Table.Th>
            );
          },
          padLeft > 0 && (
            <th key="pad" aria-hidden className={classes.pad} style={{ width: padLeft }} />
          ),
        )}
        {padRight > 0 && <th aria-hidden className={classes.pad} style={{ width: padRight }} />}
      </Table.Tr>
    </Table.Thead>
  );
}
