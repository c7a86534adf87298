import { Skeleton, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format-date';
import type { FormStatsState } from './use-form-stats';

const count = new Intl.NumberFormat();

/** The "Responses" and "Latest response" cells of a form: a placeholder until they are known. */
export function FormStatsCells({ state }: { state: FormStatsState | undefined }) {
  const stats = state?.stats;
  if (!stats) {
    const cell = state?.failed ? (
      <Text c="dimmed" size="sm" title="Could not load the responses of this form">
        —
      </Text>
    ) : (
      <Skeleton height={14} width={48} aria-label="Loading" />
    );
    return (
      <>
        <Table.Td>{cell}</Table.Td>
        <Table.Td>{cell}</Table.Td>
      </>
    );
  }
  return (
    <>
      <Table.Td>{count.format(stats.count)}</Table.Td>
      <Table.Td>
        {stats.latest ? (
          formatDateTime(stats.latest)
        ) : (
          <Text c="dimmed" size="sm" span>
            None yet
          </Text>
        )}
      </Table.Td>
    </>
  );
}
