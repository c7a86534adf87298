import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Submission } from '@/api/schemas';
import { SubmissionStatusBadge } from '@/features/submissions/table/rows/submission-status-badge';

/** Under the view's title (the submitted time): the status and the id, with a copy button. */
export function SubmissionMeta({ submission }: { submission: Submission }) {
  return (
    <Group gap="sm" wrap="wrap">
      <SubmissionStatusBadge isPartial={submission.is_partial} />
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" c="dimmed">
          ID
        </Text>
        <Code style={{ overflowWrap: 'anywhere' }}>{submission.id}</Code>
        <CopyButton value={submission.id}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy the ID'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size="sm"
                onClick={copy}
                aria-label={copied ? 'Submission ID copied' : 'Copy submission ID'}
              >
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Group>
  );
}
