import { Text } from '@mantine/core';
import type { DropOff } from './stats/drop-off';
import { formatCount } from './format';
import { SimpleTable } from './simple-table';
import { SummaryBlock } from './summary-block';

/**
 * Where partial submissions stopped. Null drop-off: the key may not see partial submissions,
 * and the block says so rather than showing nothing.
 */
export function DropOffBlock({ dropOff }: { dropOff: DropOff | null }) {
  return (
    <SummaryBlock title="Drop-off">
      {dropOff === null ? (
        <Text size="sm" c="dimmed">
          Drop-off is worked out from partial submissions, which this API key may not view.
        </Text>
      ) : dropOff.partials === 0 ? (
        <Text size="sm" c="dimmed">
          No partial submissions in this view.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {formatCount(dropOff.partials)} partial submissions
            {dropOff.mostStopped ? `; most stopped at “${dropOff.mostStopped.name}”.` : '.'}
          </Text>
          <SimpleTable
            caption="Partial submissions that reached each question, and stopped there"
            head={['Question', 'Reached', 'Stopped here']}
            rows={[
              ...dropOff.steps.map((step) => [
                step.question.name,
                formatCount(step.reached),
                formatCount(step.stopped),
              ]),
              ['After the last question', '', formatCount(dropOff.stoppedAfterLast)],
            ]}
          />
        </>
      )}
    </SummaryBlock>
  );
}
