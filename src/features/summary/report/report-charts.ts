import { truncate } from '@/components/answers/truncate';
import { formatCount } from '@/features/summary/format';
import type { Child, ReportDom } from './report-dom';

/** A colour of the report's stylesheet (light and dark), by what it stands for. */
export type Tone =
  'blue' | 'teal' | 'indigo' | 'cyan' | 'orange' | 'grape' | 'green' | 'yellow' | 'red';

export type ChartBar = { label: string; count: number; tone?: Tone };

// Lengths are in CSS pixels and percentages of the chart's width, with no viewBox: the chart
// takes the page's width and its text keeps its size, from a phone to a printed page.
const ROW = 34;
const LABEL_CHARS = 48;
/** The longest bar, in % of the width: the rest holds its count. */
const BAR_SPAN = 78;
const COLUMNS_HEIGHT = 180;
const PLOT_TOP = 18;
const PLOT_BOTTOM = 150;

const pct = (value: number) => `${Number(value.toFixed(3))}%`;

/** The chart's frame: the page's width, a picture named for screen readers. */
const frame = (dom: ReportDom, name: string, kind: string, height: number, ...children: Child[]) =>
  dom.svg(
    'svg',
    {
      class: 'chart',
      role: 'img',
      'aria-label': `${name}: a ${kind} chart; its figures are in the table that follows`,
      width: '100%',
      height,
    },
    ...children,
  );

/** Rows of bars, a row per value with its label above: `draw` fills the row from `top`. */
function barFrame(
  dom: ReportDom,
  labels: readonly string[],
  name: string,
  kind: string,
  rowHeight: number,
  draw: (index: number, top: number) => Child,
) {
  const { svg } = dom;
  return frame(
    dom,
    name,
    kind,
    labels.length * rowHeight + 4,
    labels.map((label, index) =>
      svg(
        'g',
        null,
        svg('text', { x: 0, y: index * rowHeight + 12 }, truncate(label, LABEL_CHARS) ?? label),
        draw(index, index * rowHeight),
      ),
    ),
  );
}

/** A bar from the left, `value` of `max` long, `height` high from `y`, its figure after it. */
function bar(
  dom: ReportDom,
  tone: Tone,
  value: number,
  max: number,
  y: number,
  height: number,
  figure: string,
) {
  const width = pct((value / max) * BAR_SPAN);
  return [
    dom.svg('rect', { class: `tone-${tone}`, x: 0, y, width, height, rx: 2 }),
    dom.svg('text', { x: width, dx: 6, y: y + height - 1 }, figure),
  ];
}

/** A bar per value, label above it and count after it: for options and other named values. */
export function barChart(dom: ReportDom, bars: readonly ChartBar[], name: string, tone: Tone) {
  const max = Math.max(1, ...bars.map((item) => item.count));
  const labels = bars.map((item) => item.label);
  return barFrame(dom, labels, name, 'bar', ROW, (index, top) => {
    const item = bars[index]!;
    return bar(dom, item.tone ?? tone, item.count, max, top + 17, 12, formatCount(item.count));
  });
}

const widest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => text.length));

/**
 * Columns in order: the axis, a slot per value that `draw` fills (from `x`, `width` wide, in %),
 * and every label when they fit a phone's width, else the first and last only.
 */
function columnFrame(
  dom: ReportDom,
  labels: readonly string[],
  name: string,
  kind: string,
  draw: (index: number, x: number, width: number) => Child,
) {
  const { svg } = dom;
  const slot = 100 / Math.max(1, labels.length);
  const gap = Math.min(slot * 0.15, 1);
  const allLabels = labels.length * widest(labels) <= 40;
  const label = (text: string, anchor: string, x: string) =>
    svg('text', { x, y: COLUMNS_HEIGHT - 14, 'text-anchor': anchor }, text);
  return frame(
    dom,
    name,
    kind,
    COLUMNS_HEIGHT,
    svg('line', { class: 'axis', x1: 0, x2: '100%', y1: PLOT_BOTTOM, y2: PLOT_BOTTOM }),
    labels.map((text, index) =>
      svg(
        'g',
        null,
        draw(index, index * slot + gap, slot - 2 * gap),
        allLabels && label(text, 'middle', pct((index + 0.5) * slot)),
      ),
    ),
    !allLabels && labels.length > 0 && label(labels[0]!, 'start', '0'),
    !allLabels && labels.length > 1 && label(labels.at(-1)!, 'end', '100%'),
  );
}

/** A column from the axis up, `value` of `max` high. */
const column = (
  dom: ReportDom,
  tone: Tone,
  value: number,
  max: number,
  x: number,
  width: number,
) => {
  const height = (value / max) * (PLOT_BOTTOM - PLOT_TOP);
  return dom.svg('rect', {
    class: `tone-${tone}`,
    x: pct(x),
    y: PLOT_BOTTOM - height,
    width: pct(width),
    height,
  });
};

/** A column per value in order (a scale, a histogram, a timeline), with its count when they fit. */
export function columnChart(dom: ReportDom, bars: readonly ChartBar[], name: string, tone: Tone) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const counts = bars.length * widest(bars.map((bar) => formatCount(bar.count))) <= 40;
  const labels = bars.map((bar) => bar.label);
  return columnFrame(dom, labels, name, 'column', (index, x, width) => {
    const bar = bars[index]!;
    return [
      column(dom, bar.tone ?? tone, bar.count, max, x, width),
      counts &&
        dom.svg(
          'text',
          {
            x: pct(x + width / 2),
            y: PLOT_BOTTOM - (bar.count / max) * (PLOT_BOTTOM - PLOT_TOP) - 4,
            'text-anchor': 'middle',
          },
          formatCount(bar.count),
        ),
    ];
  });
}

/** One value of a comparison: each group's figure (a share or a count) and how it is written. */
export type PairedBar = { label: string; a: number; b: number; aText: string; bText: string };

/** The two groups' tones: the Summary's comparison colours. */
export const GROUP_TONES = { a: 'blue', b: 'orange' } as const satisfies Record<string, Tone>;

const PAIR_ROW = 50;

/** Two bars per value, the first group's above the second's, each with its figure after it. */
export function pairedBarChart(dom: ReportDom, rows: readonly PairedBar[], name: string) {
  const max = Math.max(Number.MIN_VALUE, ...rows.flatMap((row) => [row.a, row.b]));
  const labels = rows.map((row) => row.label);
  return barFrame(dom, labels, name, 'paired bar', PAIR_ROW, (index, top) => {
    const row = rows[index]!;
    return [
      bar(dom, GROUP_TONES.a, row.a, max, top + 17, 10, row.aText),
      bar(dom, GROUP_TONES.b, row.b, max, top + 30, 10, row.bText),
    ];
  });
}

/** Two columns per value in order (responses over time, a scale's values), the first group's left. */
export function pairedColumnChart(dom: ReportDom, rows: readonly PairedBar[], name: string) {
  const max = Math.max(Number.MIN_VALUE, ...rows.flatMap((row) => [row.a, row.b]));
  const labels = rows.map((row) => row.label);
  return columnFrame(dom, labels, name, 'paired column', (index, x, width) => [
    column(dom, GROUP_TONES.a, rows[index]!.a, max, x, width / 2),
    column(dom, GROUP_TONES.b, rows[index]!.b, max, x + width / 2, width / 2),
  ]);
}
