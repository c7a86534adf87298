import { Badge, Table, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { Question } from '@/api/schemas';
import { ariaSortOf, SortButton, type SortDirection } from '@/components/sort-button';
import { type ColumnRef, questionColumn } from '@/response-set/columns';
import { ResizeHandle } from '@/features/submissions/columns/resize-handle';
import classes from '@/features/submissions/table/submissions-table.module.css';

type Props = {
  question: Question;
  colIndex: number;
  /** Where a pinned column sticks; undefined for the others. */
  pinLeft: number | undefined;
  width: number;
  direction: SortDirection;
  /** Absent while sorting is not possible. Stable, as are the two below. */
  onSort: ((column: ColumnRef) => void) | undefined;
  onPreview: (questionId: string, width: number | null) => void;
  onResize: (questionId: string, width: number | undefined) => void;
};

/**
 * One question's header cell: its name as a sort button, a "deleted" badge, a resize handle.
 * Memoized on plain values: a new search, sort or filter redraws the rows, and the header cells
 * whose order and width did not change are skipped.
 */
export const QuestionHeaderCell = memo(function QuestionHeaderCell({
  question,
  colIndex,
  pinLeft,
  width,
  direction,
  onSort,
  onPreview,
  onResize,
}: Props) {
  const name = question.name || 'Untitled question';
  const pinned = pinLeft !== undefined;
  const column = questionColumn(question.id);
  // <bdi>: a right-to-left or control-character name cannot reorder it.
  const label = <bdi className={classes.headerName}>{name}</bdi>;
  return (
    <Table.Th
      aria-colindex={colIndex}
      className={
        [pinned && classes.pinned, question.is_deleted && classes.deletedHeader]
          .filter(Boolean)
          .join(' ') || undefined
      }
      data-pinned={pinned || undefined}
      style={{ width, left: pinLeft }}
      aria-sort={ariaSortOf(direction)}
    >
      {/* The name gives way (two lines, then an ellipsis) so that the badge is never cut; the
          whole name shows on hover and on keyboard focus. */}
      <div className={classes.headerContent}>
        <Tooltip
          label={name}
          multiline
          maw={360}
          openDelay={300}
          events={{ hover: true, focus: true, touch: false }}
          styles={{ tooltip: { overflowWrap: 'anywhere' } }}
        >
          {onSort ? (
            <SortButton label={name} direction={direction} onSort={() => onSort(column)}>
              {label}
            </SortButton>
          ) : (
            label
          )}
        </Tooltip>
        {question.is_deleted && (
          <Badge size="xs" color="gray" variant="outline" className={classes.deletedBadge}>
            deleted
          </Badge>
        )}
      </div>
      <ResizeHandle
        name={name}
        width={width}
        onPreview={(next) => onPreview(question.id, next)}
        onResize={(next) => onResize(question.id, next)}
      />
    </Table.Th>
  );
});
