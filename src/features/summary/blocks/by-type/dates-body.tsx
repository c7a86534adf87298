import { Text } from '@mantine/core';
import type { DateStat, HourStat } from '@/features/summary/stats/dates';
import type { Timeline } from '@/features/summary/stats/types';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountChart } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';
import { formatDecimal } from '@/features/summary/format';

const UNIT_NAME = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** A timeline: columns for every bucket, the table lists the ones with responses. */
export function TimelineFigures(props: { timeline: Timeline; caption: string; hrefFor: HrefFor }) {
  const { timeline, caption, hrefFor } = props;
  if (timeline.buckets.length === 0) return <Text size="sm">No dates.</Text>;
  return (
    <>
      <CountChart items={timeline.buckets} hrefFor={hrefFor} layout="columns" color="cyan.6" />
      <CountTable
        items={timeline.buckets.filter((bucket) => bucket.count > 0)}
        caption={caption}
        label={UNIT_NAME[timeline.unit]}
        hrefFor={hrefFor}
        withShare={false}
        collapsed
      />
    </>
  );
}

type Props<T> = { stat: T; name: string; hrefFor: HrefFor };

/** DATE and DATE_RANGE (by start, with the median length). */
export function DatesBody({ stat, name, hrefFor }: Props<DateStat>) {
  return (
    <>
      {stat.medianDays !== null && (
        <Text size="sm">
          Median length: {formatDecimal(stat.medianDays)} day{stat.medianDays === 1 ? '' : 's'}{' '}
          (both ends counted). The timeline shows the starts.
        </Text>
      )}
      <TimelineFigures
        timeline={stat.timeline}
        caption={`Answers to ${name} per ${stat.timeline.unit}`}
        hrefFor={hrefFor}
      />
    </>
  );
}

/** TIME: answers by hour of the day. */
export function HoursBody({ stat, name, hrefFor }: Props<HourStat>) {
  return (
    <>
      <CountChart items={stat.items} hrefFor={hrefFor} layout="columns" color="orange.6" />
      <CountTable
        items={stat.items.filter((item) => item.count > 0)}
        caption={`Answers to ${name} by hour`}
        label="Hour"
        hrefFor={hrefFor}
        collapsed
      />
    </>
  );
}
