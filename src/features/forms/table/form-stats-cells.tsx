import { Skeleton, Text } from '@mantine/core';
import { CompactDate } from './compact-date';
import { useFormStatsOf } from './use-form-stats';

const count = new Intl.NumberFormat();

type Props = {
  formId: string;
  /** The two columns' names, which a phone shows beside the values. */
  labels: readonly [string, string];
};

/** The "Responses" and "Latest response" cells of a form: a placeholder until they are known. */
export function FormStatsCells({ formId, labels: [countLabel, latestLabel] }: Props) {
  const state = useFormStatsOf(formId);
  const stats = state.stats;
  if (!stats) {
    const cell = state.failed ? (
      <Text c="dimmed" size="sm" title="Could not load the responses of this form">
        —
      </Text>
    ) : (
      // A label needs a role: axe flags aria-label on an element without one.
      <Skeleton height={14} width={48} animate={false} role="img" aria-label="Loading" />
    );
    return (
      <>
        <td data-label={countLabel}>{cell}</td>
        <td data-label={latestLabel}>{cell}</td>
      </>
    );
  }
  return (
    <>
      <td data-label={countLabel}>{count.format(stats.count)}</td>
      <td data-label={latestLabel}>
        {stats.latest ? (
          <CompactDate iso={stats.latest} />
        ) : (
          <Text c="dimmed" size="sm" span>
            None yet
          </Text>
        )}
      </td>
    </>
  );
}
