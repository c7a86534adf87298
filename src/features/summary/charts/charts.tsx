import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { CountItem } from '@/features/summary/stats/types';
import type { HrefFor } from '@/features/summary/summary-links';
import { formatCount } from '@/features/summary/format';

export type CountChartProps = {
  items: readonly CountItem[];
  hrefFor: HrefFor;
  /** `bars` for options (one row each, long labels fit), `columns` for ordered values. */
  layout: 'bars' | 'columns';
  color?: string;
};

const ROW = 30;
/** About the width of a character of a bar's value label (12 px digits), and the gap before it. */
const LABEL_CHAR = 7.5;
const LABEL_GAP = 5;

/**
 * Room right of the plot for the value written after each bar: the longest bar reaches the
 * axis' end, and recharts would otherwise cut its label at the chart's edge ("11" of 115).
 */
export const valueLabelRoom = (items: readonly CountItem[]) =>
  Math.ceil(Math.max(0, ...items.map((item) => formatCount(item.count).length)) * LABEL_CHAR) +
  LABEL_GAP * 2;

// Charts clip what overflows them: recharts keeps its (hidden) tooltip laid out beside the
// chart, which would otherwise widen a phone's page.

/**
 * A bar per value; clicking one opens the table on its responses. The chart is a picture of
 * the table beside it (which has the figures and links for keyboards and screen readers), so it
 * is hidden from assistive technology.
 */
export function CountChartView({ items, hrefFor, layout, color = 'blue.6' }: CountChartProps) {
  const navigate = useNavigate();
  const data = items.map((item) => ({ label: item.label, Responses: item.count }));
  const open = (index: number) => {
    const href = hrefFor(items[index]?.filter ?? null);
    if (href) void navigate(href);
  };
  const bars = layout === 'bars';
  return (
    <Box aria-hidden className="summary-chart" style={{ overflow: 'hidden' }}>
      <BarChart
        h={bars ? Math.max(120, data.length * ROW + 40) : 220}
        data={data}
        dataKey="label"
        series={[{ name: 'Responses', color }]}
        orientation={bars ? 'vertical' : 'horizontal'}
        gridAxis={bars ? 'x' : 'y'}
        valueFormatter={formatCount}
        withBarValueLabel={bars}
        barChartProps={bars ? { margin: { right: valueLabelRoom(items) } } : undefined}
        // Counts are whole: no axis tick at 0.5.
        xAxisProps={bars ? { allowDecimals: false } : undefined}
        yAxisProps={bars ? { width: 110 } : { allowDecimals: false }}
        tooltipAnimationDuration={0}
        // No keyboard stop of its own: the table beside it has the figures and the links.
        accessibilityLayer={false}
        barProps={{
          cursor: 'pointer',
          isAnimationActive: false,
          onClick: (_data: unknown, index: number) => open(index),
        }}
      />
    </Box>
  );
}

export type DonutProps = { yes: number; no: number; label: string };

/** Yes and no as a donut: a picture of the table beside it. */
export function YesNoDonutView({ yes, no, label }: DonutProps) {
  return (
    <Box aria-hidden className="summary-chart" style={{ overflow: 'hidden' }}>
      <DonutChart
        size={120}
        thickness={22}
        withTooltip={false}
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1 }}
        chartLabel={label}
        valueFormatter={formatCount}
        data={[
          { name: 'Yes', value: yes, color: 'teal.6' },
          { name: 'No', value: no, color: 'gray.5' },
        ]}
      />
    </Box>
  );
}
