import { Title } from '@mantine/core';
import type { Overview } from './stats/overview';
import type { HrefFor } from './summary-links';
import { TimelineFigures } from './dates-body';
import { Figures } from './figures';
import { formatCount, formatShare } from './format';
import { SummaryBlock } from './summary-block';

type Props = { overview: Overview; hrefFor: HrefFor };

/** Responses, completed and partial, the completion rate, and responses over time. */
export function OverviewBlock({ overview, hrefFor }: Props) {
  return (
    <SummaryBlock title="Overview">
      <Figures
        figures={[
          { label: 'Responses', value: formatCount(overview.responses) },
          {
            label: 'Completed',
            value: formatCount(overview.completed),
            href: hrefFor(overview.completedFilter),
          },
          {
            label: 'Partial',
            value: formatCount(overview.partial),
            href: hrefFor(overview.partialFilter),
          },
          {
            label: 'Completion rate',
            value: overview.completionRate === null ? '—' : formatShare(overview.completionRate),
          },
        ]}
      />
      <Title order={3} size="h5">
        Responses over time
      </Title>
      <TimelineFigures
        timeline={overview.overTime}
        caption={`Responses per ${overview.overTime.unit}`}
        hrefFor={hrefFor}
      />
    </SummaryBlock>
  );
}
