import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatCount, formatShare } from '@/features/summary/format';

export const GROUP_COLORS = { a: 'blue.6', b: 'orange.6' } as const;

type Names = { a: string; b: string };
export type PairedRow = { label: string; a: number; b: number };

const series = (names: Names) => [
  { name: 'a', label: names.a, color: GROUP_COLORS.a },
  { name: 'b', label: names.b, color: GROUP_COLORS.b },
];

// Pictures of the tables beside them (which have the figures for keyboards and screen readers):
// hidden from assistive technology, clipped so that recharts' hidden tooltip never widens a phone.

/** Each group's share of its answers per value, paired bar by bar. */
export function PairedBars(props: {
  rows: readonly PairedRow[];
  names: Names;
  layout: 'bars' | 'columns';
}) {
  const { rows, names, layout } = props;
  const bars = layout === 'bars';
  return (
    <Box aria-hidden className="summary-chart" style={{ overflow: 'hidden' }}>
      <BarChart
        h={bars ? Math.max(140, rows.length * 44 + 60) : 240}
        data={rows.map((row) => ({ ...row }))}
        dataKey="label"
        series={series(names)}
        orientation={bars ? 'vertical' : 'horizontal'}
        gridAxis={bars ? 'x' : 'y'}
        valueFormatter={formatShare}
        yAxisProps={bars ? { width: 110, interval: 0 } : undefined}
        withLegend
        tooltipAnimationDuration={0}
        accessibilityLayer={false}
        barProps={{ isAnimationActive: false }}
      />
    </Box>
  );
}

/** Both groups' responses per day, week or month on one axis. */
export function OverlaidLines({ rows, names }: { rows: readonly PairedRow[]; names: Names }) {
  return (
    <Box aria-hidden className="summary-chart" style={{ overflow: 'hidden' }}>
      <LineChart
        h={220}
        data={rows.map((row) => ({ ...row }))}
        dataKey="label"
        series={series(names)}
        valueFormatter={formatCount}
        withLegend
        withDots={rows.length < 40}
        tooltipAnimationDuration={0}
        accessibilityLayer={false}
        lineProps={{ isAnimationActive: false }}
      />
    </Box>
  );
}
