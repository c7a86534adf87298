import { memo, type ReactNode } from 'react';
import type { Submission } from '@/api/schemas';
import { AnswerErrorBoundary } from '@/components/answers/answer-error-boundary';
import { answerToText } from '@/components/answers/answer-text';
import { AnswerView } from '@/components/answers/answer-view';
import { answerFor } from '@/features/submissions/answer-for';
import { SubmissionActionsCell } from '@/features/submissions/table/actions/submission-actions-cell';
import { SubmissionStatusBadge } from './submission-status-badge';
import classes from '@/features/submissions/table/submissions-table.module.css';
import {
  type ColumnWindow,
  type TableColumn,
  withPad,
} from '@/features/submissions/table/use-column-window';

type Props = {
  submission: Submission;
  columns: ColumnWindow['columns'];
  padLeft: boolean;
  padRight: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
  onDelete: (submission: Submission) => void;
  href: string;
};

/** One submission; memoized so that selecting a row re-renders that row only. */
export const SubmissionRow = memo(function SubmissionRow({
  submission,
  columns,
  padLeft,
  padRight,
  selected,
  onToggle,
  onDelete,
  href,
}: Props) {
  return (
    // Plain elements: Mantine's Table.Td costs a style-props pass per cell, and a wide page has
    // hundreds of cells.
    <tr className={classes.row} data-selected={selected || undefined}>
      <td className={classes.pinned} aria-colindex={1}>
        <SubmissionActionsCell
          submission={submission}
          selected={selected}
          onToggle={() => onToggle(submission.id)}
          onDelete={() => onDelete(submission)}
          href={href}
        />
      </td>
      <td aria-colindex={2}>
        <SubmissionStatusBadge isPartial={submission.is_partial} />
      </td>
      {/* One boundary per row, not per answer (a page of rows draws several hundred answers): if
          a renderer ever fails, the row shows its answers as plain text instead. */}
      <AnswerErrorBoundary
        resetKey={submission}
        fallback={<PlainAnswerCells submission={submission} columns={columns} padLeft={padLeft} />}
      >
        {answerCells(columns, padLeft, (question) => (
          <AnswerView
            type={question.type}
            value={answerFor(submission, question.id)}
            variant="cell"
            isolate={false}
          />
        ))}
      </AnswerErrorBoundary>
      {padRight && <td aria-hidden className={classes.pad} />}
    </tr>
  );
});

function answerCells(
  columns: ColumnWindow['columns'],
  padLeft: boolean,
  content: (question: TableColumn['question']) => ReactNode,
): ReactNode[] {
  return withPad(
    columns,
    ({ question, colIndex, pinLeft }) => (
      <td
        key={question.id}
        className={pinLeft === undefined ? classes.cell : `${classes.cell} ${classes.pinned}`}
        style={pinLeft === undefined ? undefined : { left: pinLeft }}
        aria-colindex={colIndex}
      >
        {content(question)}
      </td>
    ),
    padLeft && <td key="pad" aria-hidden className={classes.pad} />,
  );
}

/** A row's answers as plain text: what a row shows if one of its renderers failed. */
function PlainAnswerCells({
  submission,
  columns,
  padLeft,
}: Pick<Props, 'submission' | 'columns' | 'padLeft'>) {
  return answerCells(columns, padLeft, (question) =>
    plainText(question.type, answerFor(submission, question.id)),
  );
}

function plainText(type: string, value: unknown): string {
  try {
    return answerToText(type, value);
  } catch {
    return 'Could not display this answer';
  }
}
