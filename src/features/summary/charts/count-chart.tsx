import { Skeleton, Text } from '@mantine/core';
import { deferredComponent } from '@/lib/deferred-component';
import type { CountChartProps, DonutProps } from './charts';

// The charts (@mantine/charts and recharts) are downloaded when a Summary is drawn, not with the
// page's code, which the shell preloads with every page: the first screen and the table never
// carry them. Until they arrive, and if they cannot, the tables beside them have the figures.

const chartHeight = ({ items, layout }: CountChartProps) =>
  layout === 'bars' ? Math.max(120, items.length * 30 + 40) : 220;

function Failed() {
  return (
    <Text size="xs" c="dimmed">
      The chart could not be downloaded; its figures are in the table.
    </Text>
  );
}

export const CountChart = deferredComponent<CountChartProps>(
  () => import('./charts').then((m) => m.CountChartView),
  { Placeholder: (props) => <Skeleton h={chartHeight(props)} aria-hidden />, Failed },
);

export const YesNoDonut = deferredComponent<DonutProps>(
  () => import('./charts').then((m) => m.YesNoDonutView),
  { Placeholder: () => <Skeleton h={120} w={120} circle aria-hidden />, Failed },
);
