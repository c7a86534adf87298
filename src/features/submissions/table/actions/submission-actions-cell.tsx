import type { Submission } from '@/api/schemas';
import { MarkedText } from '@/components/answers/marked-text';
import { IconTrash } from '@tabler/icons-react';
import { RowMenu } from '@/components/row-menu';
import { formatDateTime } from '@/lib/format-date';
import classes from '@/features/submissions/table/submissions-table.module.css';

// Made once: a redrawn row keeps the very same icon element.
const TRASH = <IconTrash size={16} aria-hidden />;

type Props = {
  submission: Submission;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** The submission view's URL, keeping the list position. */
  href: string;
};

/**
 * The pinned first cell: select, open, and a menu of the row's actions (delete). A native checkbox and a plain link (the table
 * routes its links' clicks in one handler, see useRouteLinks): a page of rows is redrawn on every
 * search, sort and filter, and Mantine's Checkbox and React Router's Link cost a good part of it.
 */
export function SubmissionActionsCell({ submission, selected, onToggle, onDelete, href }: Props) {
  const time = formatDateTime(submission.created_at);
  return (
    // The row's menu at the far end of the cell, and delete inside it: never one tap away from
    // the link, where a slip would start a delete.
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
      <RowMenu
        label={`Actions for submission of ${time}`}
        items={[{ label: 'Delete submission…', icon: TRASH, color: 'red', onClick: onDelete }]}
      />
    </div>
  );
}
