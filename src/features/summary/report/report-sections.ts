import { formatMoney } from '@/components/answers/money-format';
import { formatFileSize } from '@/components/answers/number-format';
import { truncate } from '@/components/answers/truncate';
import {
  crossTabTestSentence,
  type OpenCrossTab,
} from '@/features/summary/cross-tab/cross-tab-words';
import { formatCount, formatDecimal, formatScore, formatShare } from '@/features/summary/format';
import { questionTypeLabel } from '@/features/summary/blocks/question-type-label';
import type { DropOff } from '@/features/summary/stats/drop-off';
import { funnelStages } from '@/features/summary/stats/funnel';
import type { Distribution } from '@/features/summary/stats/numbers';
import type { Overview } from '@/features/summary/stats/overview';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import type { CountItem, Other, Timeline } from '@/features/summary/stats/types';
import { barChart, type ChartBar, columnChart, type Tone } from './report-charts';
import type { Child, ReportDom } from './report-dom';
import { heatClass } from './report-style';

// Each block of the Summary as the report writes it: the same figures, words and charts
// (drawn as SVG), with every table expanded, and no links (the file has no app to open).

const TOP_BARS = 15;
const COLLAPSE_ROWS = 12;
const LATEST_LENGTH = 200;
const UNIT_NAME = { day: 'Day', week: 'Week', month: 'Month' } as const;
const NPS_TONES: Tone[] = ['teal', 'yellow', 'red'];

const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A block of the report: a region named by its title, kept whole on a printed page. */
export function section(dom: ReportDom, title: string, ...children: Child[]) {
  return dom.h('section', { 'aria-label': title }, dom.h('h2', null, title), ...children);
}

export type Figure = { label: string; value: string };

export function figureList(dom: ReportDom, figures: readonly Figure[]) {
  const { h } = dom;
  return h(
    'dl',
    { class: 'figures' },
    figures.map(({ label, value }) => h('div', null, h('dt', null, label), h('dd', null, value))),
  );
}

/** Rows of text: the first cell names the row, the others are figures. */
export function table(
  dom: ReportDom,
  caption: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const { h } = dom;
  const numeric = (index: number) => (index > 0 ? 'num' : undefined);
  const element = h(
    'table',
    null,
    h('caption', null, caption),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((cell, index) => h('th', { scope: 'col', class: numeric(index) }, cell)),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((row) =>
        h(
          'tr',
          null,
          row.map((cell, index) =>
            index === 0 ? h('th', { scope: 'row' }, cell) : h('td', { class: 'num' }, cell),
          ),
        ),
      ),
    ),
  );
  // A long table is collapsed on screen (a native control, no script) and printed whole.
  return rows.length > COLLAPSE_ROWS
    ? h(
        'details',
        null,
        h('summary', null, `Show the figures (${formatCount(rows.length)} rows)`),
        element,
      )
    : element;
}

type CountTableOptions = { withShare?: boolean; countLabel?: string };

export function countTable(
  dom: ReportDom,
  items: readonly CountItem[],
  caption: string,
  label: string,
  { withShare = true, countLabel = 'Responses' }: CountTableOptions = {},
) {
  return table(
    dom,
    caption,
    withShare ? [label, countLabel, 'Share'] : [label, countLabel],
    items.map((item) => {
      const cells = [item.label, formatCount(item.count)];
      return withShare ? [...cells, formatShare(item.share)] : cells;
    }),
  );
}

const bars = (items: readonly CountItem[]): ChartBar[] =>
  items.map(({ label, count }) => ({ label, count }));

function timelineFigures(dom: ReportDom, timeline: Timeline, caption: string, tone: Tone) {
  if (timeline.buckets.length === 0) return dom.h('p', null, 'No dates.');
  return [
    columnChart(dom, bars(timeline.buckets), caption, tone),
    countTable(
      dom,
      timeline.buckets.filter((bucket) => bucket.count > 0),
      caption,
      UNIT_NAME[timeline.unit],
      { withShare: false },
    ),
  ];
}

function distributionFigures(dom: ReportDom, distribution: Distribution, caption: string) {
  const { summary, histogram } = distribution;
  if (!summary) return dom.h('p', null, 'No numbers.');
  return [
    figureList(dom, [
      { label: 'Count', value: formatCount(summary.count) },
      { label: 'Min', value: formatDecimal(summary.min) },
      { label: 'Max', value: formatDecimal(summary.max) },
      { label: 'Mean', value: formatDecimal(summary.mean) },
      { label: 'Median', value: formatDecimal(summary.median) },
    ]),
    columnChart(dom, bars(histogram), caption, 'indigo'),
    countTable(dom, histogram, caption, 'Range'),
  ];
}

/** Answers of another shape, counted; their examples are respondents' words, written only if chosen. */
function otherNote(dom: ReportDom, other: Other, withExamples: boolean) {
  if (other.count === 0) return null;
  const examples = other.examples.map((example) => `“${example}”`).join(', ');
  return dom.h(
    'p',
    { class: 'dim' },
    `Other: ${formatCount(other.count)} answer${other.count === 1 ? '' : 's'} of another shape`,
    withExamples && examples ? `, e.g. ${examples}` : '.',
  );
}

/** A question's figures, chart and table, by the kind of its statistics. */
function questionBody(dom: ReportDom, stat: QuestionStat, name: string): Child {
  const { h } = dom;
  const answers = `Answers to ${name}`;
  switch (stat.kind) {
    case 'choices':
      return [
        stat.averageChosen !== null &&
          h(
            'p',
            null,
            `Chose ${formatDecimal(stat.averageChosen)} options on average; shares are of the ${formatCount(stat.answered)} who answered and can add up to more than 100 %.`,
          ),
        barChart(dom, bars(stat.items.slice(0, TOP_BARS)), answers, 'blue'),
        countTable(dom, stat.items, answers, 'Option'),
      ];
    case 'ranking':
      return [
        h(
          'p',
          null,
          stat.items.length > TOP_BARS
            ? `Ranked first, by option (the ${TOP_BARS} with the best average rank):`
            : 'Ranked first, by option:',
        ),
        barChart(
          dom,
          stat.items.slice(0, TOP_BARS).map((item) => ({ label: item.label, count: item.first })),
          `Ranked first in ${name}`,
          'grape',
        ),
        table(
          dom,
          `Ranking of ${name}, best average rank first`,
          ['Option', 'Average rank', 'Ranked first'],
          stat.items.map((item) => [
            item.label,
            formatDecimal(item.averageRank),
            formatCount(item.first),
          ]),
        ),
      ];
    case 'scale': {
      const { nps } = stat;
      const average =
        stat.average === null ? '—' : `${oneDecimal.format(stat.average)} / ${stat.outOf}`;
      return [
        figureList(dom, [
          { label: 'Average', value: average },
          ...(nps ? [{ label: 'NPS', value: formatScore(nps.score) }] : []),
        ]),
        nps && [
          h('p', { class: 'dim' }, 'NPS: % promoters − % detractors, from −100 to 100.'),
          barChart(
            dom,
            nps.groups.map((group, index) => ({ ...group, tone: NPS_TONES[index] })),
            `NPS groups of ${name}`,
            'teal',
          ),
          countTable(dom, nps.groups, `NPS groups of ${name}`, 'Group'),
        ],
        columnChart(dom, bars(stat.items), answers, 'teal'),
        countTable(dom, stat.items, answers, 'Value'),
      ];
    }
    case 'numbers':
      return distributionFigures(dom, stat, `Answers to ${name} by range`);
    case 'range':
      return (['lower', 'upper'] as const).map((end) => [
        h('h3', null, end === 'lower' ? 'Lower end' : 'Upper end'),
        distributionFigures(
          dom,
          stat[end],
          `${end === 'lower' ? 'Lower' : 'Upper'} ends of ${name} by range`,
        ),
      ]);
    case 'yesNo':
      return [
        barChart(dom, bars(stat.items), answers, 'teal'),
        countTable(dom, stat.items, answers, 'Answer'),
      ];
    case 'dates':
      return [
        stat.medianDays !== null &&
          h(
            'p',
            null,
            `Median length: ${formatDecimal(stat.medianDays)} day${stat.medianDays === 1 ? '' : 's'} (both ends counted). The timeline shows the starts.`,
          ),
        timelineFigures(dom, stat.timeline, `Answers to ${name} per ${stat.timeline.unit}`, 'cyan'),
      ];
    case 'hours':
      return [
        columnChart(dom, bars(stat.items), `Answers to ${name} by hour`, 'orange'),
        countTable(
          dom,
          stat.items.filter((item) => item.count > 0),
          `Answers to ${name} by hour`,
          'Hour',
        ),
      ];
    case 'text':
      return [
        stat.words.length > 0 && [
          h('h3', null, 'Most frequent words'),
          countTable(
            dom,
            stat.words,
            `Most frequent words in answers to ${name}, with the answers that contain each`,
            'Word',
          ),
        ],
        stat.groups &&
          stat.groups.items.length > 0 && [
            h('h3', null, stat.groups.title),
            countTable(
              dom,
              stat.groups.items,
              `Answers to ${name}, ${stat.groups.title.toLowerCase()}`,
              stat.groups.title === 'By domain' ? 'Domain' : 'Host',
            ),
          ],
        stat.latest.length > 0 &&
          stat.groups === null && [
            h('h3', null, 'Latest answers'),
            h(
              'ul',
              { class: 'answers' },
              stat.latest.map((text) => h('li', null, truncate(text, LATEST_LENGTH) ?? text)),
            ),
          ],
      ];
    case 'files':
      return [
        figureList(dom, [
          { label: 'Responses with files', value: formatCount(stat.answered) },
          { label: 'Files', value: formatCount(stat.files) },
          { label: 'Total size', value: formatFileSize(stat.totalSize) ?? '—' },
        ]),
        countTable(dom, stat.byType, `Files of ${name} by type`, 'Type', { countLabel: 'Files' }),
      ];
    case 'payment':
      return [
        table(
          dom,
          `Totals of ${name} per currency`,
          ['Currency', 'Payments', 'Total'],
          stat.totals.map((total) => [
            total.currency,
            formatCount(total.count),
            formatMoney(total.minor, total.currency) ?? `${formatCount(total.minor)} (minor units)`,
          ]),
        ),
        barChart(dom, bars(stat.byStatus), `${name} by status`, 'green'),
        countTable(dom, stat.byStatus, `${name} by status`, 'Status'),
      ];
  }
}

export const ANSWERS_LEFT_OUT =
  "Respondents' answers to this question are left out of this report.";

/**
 * One question: its name and type, how many answered of what it covers, its figures; a text's
 * answers, words and domains only with `withAnswers`.
 */
export function questionSection(
  dom: ReportDom,
  item: QuestionSummary,
  covers: string,
  withAnswers: boolean,
) {
  const { question, stat } = item;
  const name = question.name.trim() || question.id;
  const answered = stat.kind === 'files' ? 'with files' : 'answered';
  const leftOut = stat.kind === 'text' && !withAnswers;
  return section(
    dom,
    name,
    dom.h(
      'p',
      { class: 'dim' },
      `${questionTypeLabel(question.type)} · ${formatCount(stat.answered)} of ${covers} ${answered}`,
    ),
    question.is_deleted && dom.h('p', { class: 'dim' }, 'Deleted question'),
    leftOut
      ? stat.answered > 0 && dom.h('p', { class: 'dim' }, ANSWERS_LEFT_OUT)
      : stat.answered > 0 && questionBody(dom, stat, name),
    otherNote(dom, stat.other, withAnswers),
  );
}

type OverviewOptions = { partialsVisible: boolean; narrowedBy: string };

/** Responses of every status the view keeps, and responses over time. */
export function overviewSection(dom: ReportDom, overview: Overview, options: OverviewOptions) {
  const { h } = dom;
  const { partialsVisible, narrowedBy } = options;
  return section(
    dom,
    'Overview',
    h(
      'p',
      { class: 'dim' },
      narrowedBy
        ? `Every response ${narrowedBy}, completed or partial`
        : partialsVisible
          ? 'Every response, completed or partial'
          : 'Every completed response',
    ),
    figureList(dom, [
      { label: 'Responses', value: formatCount(overview.responses) },
      { label: 'Completed', value: formatCount(overview.completed) },
      ...(partialsVisible
        ? [
            { label: 'Partial', value: formatCount(overview.partial) },
            {
              label: 'Completion rate',
              value: overview.completionRate === null ? '—' : formatShare(overview.completionRate),
            },
          ]
        : []),
    ]),
    !partialsVisible &&
      h(
        'p',
        { class: 'dim' },
        'Partial submissions are not visible to this key, so they are not counted and the completion rate cannot be known.',
      ),
    h('h3', null, 'Responses over time'),
    timelineFigures(dom, overview.overTime, `Responses per ${overview.overTime.unit}`, 'cyan'),
  );
}

/**
 * Where partial submissions stopped: the funnel as bars, and its figures, over the questions
 * `shows` keeps (a question left out of the report is left out here too).
 */
export function dropOffSection(
  dom: ReportDom,
  all: DropOff | null,
  completed: number,
  shows: (questionId: string) => boolean,
) {
  const { h } = dom;
  const dropOff = all && {
    ...all,
    steps: all.steps.filter((step) => shows(step.question.id)),
    mostStopped: all.mostStopped && shows(all.mostStopped.id) ? all.mostStopped : null,
  };
  if (dropOff === null)
    return section(
      dom,
      'Drop-off',
      h(
        'p',
        { class: 'dim' },
        'Drop-off is worked out from partial submissions, which this API key may not view.',
      ),
    );
  if (dropOff.partials === 0)
    return section(
      dom,
      'Drop-off',
      h(
        'p',
        { class: 'dim' },
        'No partial submissions in this view: everyone who started submitted.',
      ),
    );
  const stages = funnelStages(dropOff, completed);
  return section(
    dom,
    'Drop-off',
    h(
      'p',
      null,
      `${formatCount(dropOff.partials)} partial submissions`,
      dropOff.mostStopped
        ? ['; most stopped at “', h('bdi', null, dropOff.mostStopped.name), '”.']
        : '.',
    ),
    barChart(
      dom,
      stages.map((stage) => ({
        label: stage.label,
        count: stage.count,
        tone: stage.submitted ? 'teal' : 'blue',
      })),
      'Responses that reached each question',
      'blue',
    ),
    table(
      dom,
      'Partial submissions that reached each question, and stopped there',
      ['Question', 'Reached', 'Stopped here'],
      [
        ...dropOff.steps.map((step) => [
          step.question.name,
          formatCount(step.reached),
          formatCount(step.stopped),
        ]),
        ['After the last question', '', formatCount(dropOff.stoppedAfterLast)],
      ],
    ),
  );
}

/** Two questions against each other: counts with row and column shares, shaded as a heat map. */
export function crossTabSection(dom: ReportDom, { rowName, columnName, table }: OpenCrossTab) {
  const { h } = dom;
  const max = Math.max(1, ...table.counts.flat());
  const caption = `${rowName} (rows) by ${columnName} (columns): ${formatCount(table.total)} responses answered both`;
  return section(
    dom,
    `Cross-tabulation: ${rowName} by ${columnName}`,
    h(
      'div',
      { class: 'scroll', tabindex: 0, role: 'group', 'aria-label': caption },
      h(
        'table',
        { class: 'crosstab' },
        h('caption', null, caption),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, rowName),
            table.columns.map((column) => h('th', { scope: 'col' }, column.label)),
            h('th', { scope: 'col', class: 'num' }, 'Total'),
          ),
        ),
        h(
          'tbody',
          null,
          table.rows.map((row, i) =>
            h(
              'tr',
              null,
              h('th', { scope: 'row' }, row.label),
              table.columns.map((_, j) => {
                const count = table.counts[i]?.[j] ?? 0;
                const rowTotal = table.rowTotals[i] ?? 0;
                const columnTotal = table.columnTotals[j] ?? 0;
                return h(
                  'td',
                  { class: heatClass(count, max) },
                  h('strong', null, formatCount(count)),
                  ' ',
                  h(
                    'span',
                    { class: 'shares' },
                    `${formatShare(rowTotal ? count / rowTotal : 0)} of row`,
                  ),
                  ' ',
                  h(
                    'span',
                    { class: 'shares' },
                    `${formatShare(columnTotal ? count / columnTotal : 0)} of column`,
                  ),
                );
              }),
              h('td', { class: 'num' }, formatCount(table.rowTotals[i] ?? 0)),
            ),
          ),
        ),
      ),
    ),
    h('p', null, crossTabTestSentence(table.test)),
  );
}
