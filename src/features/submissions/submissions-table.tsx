import { Badge, Checkbox, Table, Text } from '@mantine/core';
import type { Question, Submission } from '../../api/schemas';
import { AnswerView } from '../../components/answers/answer-view';
import { TableSkeletonRows } from '../../components/table-skeleton';
import { answerFor } from './answer-for';
import { SubmissionRowLead } from './submission-row-lead';
import { SubmissionStatusBadge } from './submission-status-badge';
import classes from './submissions-table.module.css';

type Props = {
  questions: Question[];
  submissions: Submission[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (submission: Submission) => void;
  /** The view of one submission, carrying `?filter=&page=&limit=` of this list. */
  hrefFor: (submission: Submission) => string;
  stale: boolean;
};

export function SubmissionsTable({
  questions,
  submissions,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  hrefFor,
  stale,
}: Props) {
  const rows = submissions ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label="Submissions table">
      <Table
        className={classes.table}
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={!submissions || stale}
        style={{ opacity: stale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.pinned}>
              <Checkbox
                aria-label="Select all submissions on this page"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
                disabled={rows.length === 0}
                display="inline-block"
                mr="sm"
              />
              Submitted
            </Table.Th>
            <Table.Th>Status</Table.Th>
            {questions.map((question) => (
              <Table.Th
                key={question.id}
                className={question.is_deleted ? classes.deletedHeader : undefined}
              >
                {question.name || 'Untitled question'}
                {question.is_deleted && (
                  <Badge size="xs" color="gray" variant="outline" ml={6}>
                    deleted
                  </Badge>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!submissions ? (
            <TableSkeletonRows columns={questions.length + 2 || 6} />
          ) : (
            rows.map((submission) => (
              <Table.Tr
                key={submission.id}
                bg={selected.has(submission.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td className={classes.pinned}>
                  <SubmissionRowLead
                    submission={submission}
                    selected={selected.has(submission.id)}
                    onToggle={() => onToggle(submission.id)}
                    onDelete={() => onDelete(submission)}
                    href={hrefFor(submission)}
                  />
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusBadge isPartial={submission.is_partial} />
                </Table.Td>
                {questions.map((question) => (
                  <Table.Td key={question.id} className={classes.cell}>
                    <AnswerView
                      type={question.type}
                      value={answerFor(submission, question.id)}
                      variant="cell"
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {submissions && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" role="status">
          No submissions here.
        </Text>
      )}
    </div>
  );
}
