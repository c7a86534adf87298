import { memo } from 'react';
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import { formatCount, formatShare } from '@/features/summary/format';
import type { OverTimeRow } from './compare-figures';

export const GROUP_COLORS = { a: 'blue.6', b: 'orange.6' } as const;

type Names = { a: string; b: string };
export type PairedRow = { label: string; a: number; b: number };

/**
 * The two groups' colours and names, in plain markup: recharts' own legend measures itself after
 * the chart is drawn and draws the whole chart again, a second long task per chart.
 */
function Legend({ names }: { names: Names }) {
  return (
    <Group gap="md" justify="center" mt={4}>
      {(['a', 'b'] as const).map((group) => (
        <Group key={group} gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ColorSwatch
            color={`var(--mantine-color-${GROUP_COLORS[group].replace('.', '-')})`}
            size={12}
            withShadow={false}
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {names[group]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

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
        tooltipAnimationDuration={0}
        accessibilityLayer={false}
        barProps={{ isAnimationActive: false }}
      />
      <Legend names={names} />
    </Box>
  );
}

/** Both groups' responses per day, week or month on one axis. */
export const OverlaidLines = memo(function OverlaidLines({
  rows,
  names,
}: {
  /** A null count (the first group's days to come) is not drawn. */
  rows: readonly OverTimeRow[];
  names: Names;
}) {
  return (
    <Box aria-hidden className="summary-chart" style={{ overflow: 'hidden' }}>
      <LineChart
        h={220}
        data={rows.map((row) => ({ ...row }))}
        dataKey="label"
        series={series(names)}
        valueFormatter={formatCount}
        withDots={rows.length < 40}
        // Straight lines from one count to the next: a curve would draw counts between them.
        curveType="linear"
        // The days to come are not joined to anything: the line stops at today.
        connectNulls={false}
        tooltipAnimationDuration={0}
        accessibilityLayer={false}
        lineProps={{ isAnimationActive: false }}
      />
      <Legend names={names} />
    </Box>
  );
});
