import { Box, Group, Stack, Text } from '@mantine/core';
import type { DropOff } from '@/features/summary/stats/drop-off';
import { funnelStages } from '@/features/summary/stats/funnel';
import { formatCount, formatShare } from '@/features/summary/format';
import { ShowFigures } from '@/features/summary/charts/show-figures';
import { SimpleTable } from '@/features/summary/charts/simple-table';
import { SummaryBlock } from '@/features/summary/blocks/summary-block';

type Props = {
  /** Null: the key may not see partial submissions, and the block says so. */
  dropOff: DropOff | null;
  /** Completed responses in the same rows: they reached every question. */
  completed: number;
};

/** The responses that reached each question, as centred bars narrowing to those submitted. */
function Funnel({ dropOff, completed }: { dropOff: DropOff; completed: number }) {
  const stages = funnelStages(dropOff, completed);
  return (
    <Stack gap={4} aria-hidden className="summary-chart">
      {stages.map((stage) => (
        <Group key={stage.key} gap="sm" wrap="nowrap" align="center">
          <Text size="xs" w="38%" ta="right" lineClamp={2} style={{ flexShrink: 0 }}>
            {stage.label}
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Box
              h={20}
              mx="auto"
              bg={stage.submitted ? 'teal.6' : 'blue.6'}
              style={{ width: `${Math.max(stage.share * 100, 0.5)}%`, borderRadius: 3 }}
            />
          </Box>
          <Text size="xs" w={84} style={{ flexShrink: 0 }}>
            {formatCount(stage.count)} ({formatShare(stage.share)})
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Where partial submissions stopped: a funnel over every response, its figures collapsed. */
export function DropOffBlock({ dropOff, completed }: Props) {
  return (
    <SummaryBlock title="Drop-off">
      {dropOff === null ? (
        <Text size="sm" c="dimmed">
          Drop-off is worked out from partial submissions, which this API key may not view.
        </Text>
      ) : dropOff.partials === 0 ? (
        <Text size="sm" c="dimmed">
          No partial submissions in this view: everyone who started submitted.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {formatCount(dropOff.partials)}{' '}
            {dropOff.partials === 1 ? 'partial submission' : 'partial submissions'}
            {dropOff.mostStopped ? `; most stopped at “${dropOff.mostStopped.name}”.` : '.'}
          </Text>
          <Funnel dropOff={dropOff} completed={completed} />
          <ShowFigures>
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
          </ShowFigures>
        </>
      )}
    </SummaryBlock>
  );
}
