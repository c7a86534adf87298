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

/** A bar per value, label above it and count after it: for options and other named values. */
export function barChart(dom: ReportDom, bars: readonly ChartBar[], name: string, tone: Tone) {
  const { svg } = dom;
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return frame(
    dom,
    name,
    'bar',
    bars.length * ROW + 4,
    bars.map((bar, index) => {
      const top = index * ROW;
      const width = (bar.count / max) * BAR_SPAN;
      return svg(
        'g',
        null,
        svg('text', { x: 0, y: top + 12 }, truncate(bar.label, LABEL_CHARS) ?? bar.label),
        svg('rect', {
          class: `tone-${bar.tone ?? tone}`,
          x: 0,
          y: top + 17,
          width: pct(width),
          height: 12,
          rx: 2,
        }),
        svg('text', { x: pct(width), dx: 6, y: top + 28 }, formatCount(bar.count)),
      );
    }),
  );
}

/**
 * A column per value in order (a scale, a histogram, a timeline): every label and count when
 * they fit a phone's width, else the first and last label only.
 */
export function columnChart(dom: ReportDom, bars: readonly ChartBar[], name: string, tone: Tone) {
  const { svg } = dom;
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const slot = 100 / Math.max(1, bars.length);
  const gap = Math.min(slot * 0.15, 1);
  const widest = (texts: string[]) => Math.max(0, ...texts.map((text) => text.length));
  const allLabels = bars.length * widest(bars.map((bar) => bar.label)) <= 40;
  const counts = bars.length * widest(bars.map((bar) => formatCount(bar.count))) <= 40;
  const height = PLOT_BOTTOM - PLOT_TOP;
  const label = (index: number, anchor: string, x: string) =>
    svg('text', { x, y: COLUMNS_HEIGHT - 14, 'text-anchor': anchor }, bars[index]!.label);
  return frame(
    dom,
    name,
    'column',
    COLUMNS_HEIGHT,
    svg('line', { class: 'axis', x1: 0, x2: '100%', y1: PLOT_BOTTOM, y2: PLOT_BOTTOM }),
    bars.map((bar, index) => {
      const barHeight = (bar.count / max) * height;
      const middle = pct((index + 0.5) * slot);
      return svg(
        'g',
        null,
        svg('rect', {
          class: `tone-${bar.tone ?? tone}`,
          x: pct(index * slot + gap),
          y: PLOT_BOTTOM - barHeight,
          width: pct(slot - 2 * gap),
          height: barHeight,
        }),
        counts &&
          svg(
            'text',
            { x: middle, y: PLOT_BOTTOM - barHeight - 4, 'text-anchor': 'middle' },
            formatCount(bar.count),
          ),
        allLabels &&
          svg('text', { x: middle, y: COLUMNS_HEIGHT - 14, 'text-anchor': 'middle' }, bar.label),
      );
    }),
    !allLabels && bars.length > 0 && label(0, 'start', '0'),
    !allLabels && bars.length > 1 && label(bars.length - 1, 'end', '100%'),
  );
}
