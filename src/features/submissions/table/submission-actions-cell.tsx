import type { Submission } from '@/api/schemas';
import { MarkedText } from '@/components/answers/marked-text';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { formatDateTime } from '@/lib/format-date';
import classes from './submissions-table.module.css';

type Props = {
  submission: Submission;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** The submission view's URL, keeping the list position. */
  href: string;
};

/**
 * The pinned first cell: select, open, delete. A native checkbox and a plain link (the table
 * routes its links' clicks in one handler, see useRouteLinks): a page of rows is redrawn on every
 * search, sort and filter, and Mantine's Checkbox and React Router's Link cost a good part of it.
 */
export function SubmissionActionsCell({ submission, selected, onToggle, onDelete, href }: Props) {
  const time = formatDateTime(submission.created_at);
  return (
    // The delete button at the far end of the cell: not next to the link, where a tap that
    // misses the link would start a delete.
    <div className={classes.actionsCell}>
      <div className={classes.selectAndOpen}>
        <input
          type="checkbox"
          className={classes.check}
          aria-label={`Select submission of ${time}`}
          checked={selected}
          onChange={onToggle}
        />
        <a
          href={href}
          data-route
          className={`${classes.openLink} mantine-focus-auto`}
          aria-label={`Open submission of ${time}`}
        >
          <MarkedText text={time} />
        </a>
      </div>
      {/* No styled tooltip: one per row is a positioning engine per row. */}
      <DeleteIconButton label={`Delete submission of ${time}`} size="sm" onClick={onDelete} />
    </div>
  );
}
