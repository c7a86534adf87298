import { Stack, Text } from '@mantine/core';
import type { Distribution, NumberStat, RangeStat } from '@/features/summary/stats/numbers';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountChart } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';
import { Figures } from '@/features/summary/charts/figures';
import { formatCount, formatDecimal } from '@/features/summary/format';

function DistributionFigures(props: Distribution & { caption: string; hrefFor: HrefFor }) {
  const { summary, histogram, countFilter, caption, hrefFor } = props;
  if (!summary) return <Text size="sm">No numbers.</Text>;
  return (
    <>
      <Figures
        figures={[
          { label: 'Count', value: formatCount(summary.count), href: hrefFor(countFilter) },
          { label: 'Min', value: formatDecimal(summary.min) },
          { label: 'Max', value: formatDecimal(summary.max) },
          { label: 'Mean', value: formatDecimal(summary.mean) },
          { label: 'Median', value: formatDecimal(summary.median) },
        ]}
      />
      <CountChart items={histogram} hrefFor={hrefFor} layout="columns" color="indigo.6" />
      <CountTable items={histogram} caption={caption} label="Range" hrefFor={hrefFor} collapsed />
    </>
  );
}

type Props<T> = { stat: T; name: string; hrefFor: HrefFor };

export function NumbersBody({ stat, name, hrefFor }: Props<NumberStat>) {
  return (
    <DistributionFigures {...stat} caption={`Answers to ${name} by range`} hrefFor={hrefFor} />
  );
}

/** A range slider: the same figures for its lower and its upper end. */
export function RangeBody({ stat, name, hrefFor }: Props<RangeStat>) {
  return (
    <Stack gap="sm">
      {(['lower', 'upper'] as const).map((end) => (
        <Stack key={end} gap="xs">
          <Text fw={600} size="sm">
            {end === 'lower' ? 'Lower end' : 'Upper end'}
          </Text>
          <DistributionFigures
            {...stat[end]}
            caption={`${end === 'lower' ? 'Lower' : 'Upper'} ends of ${name} by range`}
            hrefFor={hrefFor}
          />
        </Stack>
      ))}
    </Stack>
  );
}
