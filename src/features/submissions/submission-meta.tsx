import { Code, Paper, Table, Title } from '@mantine/core';
import type { Submission } from '@/api/schemas';
import { formatDateTime } from '@/lib/format-date';
import { SubmissionStatusBadge } from './submission-status-badge';

export function SubmissionMeta({ submission }: { submission: Submission }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="submission-meta">
      <Title order={2} size="h4" id="submission-meta" mb="sm">
        Details
      </Title>
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Submission ID</Table.Th>
            <Table.Td>
              <Code>{submission.id}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Submitted</Table.Th>
            <Table.Td>{formatDateTime(submission.created_at)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Td>
              <SubmissionStatusBadge isPartial={submission.is_partial} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
