import { Text, Title } from '@mantine/core';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { Overview } from '@/features/summary/stats/overview';
import type { HrefFor } from '@/features/summary/summary-links';
import { TimelineFigures } from '@/features/summary/blocks/by-type/dates-body';
import { Figures } from '@/features/summary/charts/figures';
import { formatCount, formatShare } from '@/features/summary/format';
import { SummaryBlock } from '@/features/summary/blocks/summary-block';

type Props = {
  overview: Overview;
  hrefFor: HrefFor;
  hrefForTab: (tab: SubmissionFilter) => string;
  /** False: the key may not see partial submissions, and the overview says so. */
  partialsVisible: boolean;
  /** What narrows the responses counted ("matching …"), or "". */
  narrowedBy: string;
};

/**
 * Responses, completed and partial, the completion rate, and responses over time: of every
 * response the key may see (in the search, filters and date range), whatever the tab.
 */
export function OverviewBlock(props: Props) {
  const { overview, hrefFor, hrefForTab, partialsVisible, narrowedBy } = props;
  return (
    <SummaryBlock title="Overview">
      <Text size="sm" c="dimmed" mt={-8}>
        {narrowedBy
          ? `Every response ${narrowedBy}, completed or partial`
          : partialsVisible
            ? 'Every response, completed or partial'
            : 'Every completed response'}
      </Text>
      <Figures
        figures={[
          { label: 'Responses', value: formatCount(overview.responses), href: hrefForTab('all') },
          {
            label: 'Completed',
            value: formatCount(overview.completed),
            href: hrefForTab('completed'),
          },
          ...(partialsVisible
            ? [
                {
                  label: 'Partial',
                  value: formatCount(overview.partial),
                  href: hrefForTab('partial'),
                },
                {
                  label: 'Completion rate',
                  value:
                    overview.completionRate === null ? '—' : formatShare(overview.completionRate),
                },
              ]
            : []),
        ]}
      />
      {!partialsVisible && (
        <Text size="sm" c="dimmed">
          Partial submissions are not visible to this key, so they are not counted and the
          completion rate cannot be known.
        </Text>
      )}
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
