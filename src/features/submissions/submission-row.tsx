import { memo } from 'react';
import type { Submission } from '@/api/schemas';
import { AnswerView } from '@/components/answers/answer-view';
import { answerFor } from './answer-for';
import { SubmissionRowLead } from './submission-row-lead';
import { SubmissionStatusBadge } from './submission-status-badge';
import classes from './submissions-table.module.css';
import { type ColumnWindow, withPad } from './use-column-window';

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
        <SubmissionRowLead
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
      {withPad(
        columns,
        ({ question, colIndex, pinLeft }) => (
          <td
            key={question.id}
            className={pinLeft === undefined ? classes.cell : `${classes.cell} ${classes.pinned}`}
            style={pinLeft === undefined ? undefined : { left: pinLeft }}
            aria-colindex={colIndex}
          >
            <AnswerView
              type={question.type}
              value={answerFor(submission, question.id)}
              variant="cell"
            />
          </td>
        ),
        padLeft && <td key="pad" aria-hidden className={classes.pad} />,
      )}
      {padRight && <td aria-hidden className={classes.pad} />}
    </tr>
  );
});
