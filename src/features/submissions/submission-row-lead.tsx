import { ActionIcon, Anchor, Checkbox, Group, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Submission } from '../../api/schemas';
import { formatDateTime } from '../../lib/format-date';

type Props = {
  submission: Submission;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** The submission view's URL, keeping the list position. */
  href: string;
};

/** The pinned first cell: select, open, delete. */
export function SubmissionRowLead({ submission, selected, onToggle, onDelete, href }: Props) {
  const time = formatDateTime(submission.created_at);
  return (
    <Group gap="sm" wrap="nowrap">
      <Checkbox
        aria-label={`Select submission of ${time}`}
        checked={selected}
        onChange={onToggle}
      />
      <Anchor
        component={Link}
        to={href}
        style={{ whiteSpace: 'nowrap' }}
        aria-label={`Open submission of ${time}`}
      >
        {time}
      </Anchor>
      <Tooltip label="Delete submission">
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={`Delete submission of ${time}`}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
