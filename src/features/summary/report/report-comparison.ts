import {
  differenceSentence,
  type FigureRow,
  figureTableRows,
  numberRows,
  overlapNote,
  pairedItems,
  scaleRows,
  type ShownComparison,
  SMALL_GROUP,
  yesShares,
} from '@/features/summary/compare/compare-figures';
import { questionTypeLabel } from '@/features/summary/blocks/question-type-label';
import { formatCount, formatShare } from '@/features/summary/format';
import type { ComparedQuestion } from '@/features/summary/stats/compare';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { CountItem } from '@/features/summary/stats/types';
import { responsesOfTab } from '@/features/summary/summary-scope';
import type { ResponseView } from '@/response-set/view';
import { type PairedBar, pairedBarChart, pairedColumnChart } from './report-charts';
import type { Child, ReportDom } from './report-dom';
import { section, table } from './report-sections';

// "Compare with…" as the report writes it: the two groups side by side with the same figures,
// tests and words as the Summary's comparison, charts drawn as SVG.

type Names = ShownComparison['names'];

function legend(dom: ReportDom, names: Names) {
  const { h } = dom;
  return h(
    'p',
    { class: 'legend' },
    (['a', 'b'] as const).map((key) =>
      h('span', null, h('span', { class: `swatch swatch-${key}` }), h('bdi', null, names[key])),
    ),
  );
}

function pairedCounts(
  dom: ReportDom,
  a: readonly CountItem[],
  b: readonly CountItem[],
  names: Names,
  options: { caption: string; label: string; columns: boolean },
) {
  const pairs = pairedItems(a, b);
  const figure = (item: CountItem | undefined) =>
    `${formatCount(item?.count ?? 0)} (${formatShare(item?.share ?? 0)})`;
  const bars: PairedBar[] = pairs.map((pair) => ({
    label: pair.label,
    a: pair.a?.share ?? 0,
    b: pair.b?.share ?? 0,
    aText: formatShare(pair.a?.share ?? 0),
    bText: formatShare(pair.b?.share ?? 0),
  }));
  const chart = options.columns ? pairedColumnChart : pairedBarChart;
  return [
    legend(dom, names),
    chart(dom, bars, options.caption),
    table(
      dom,
      options.caption,
      [options.label, names.a, names.b],
      pairs.map((pair) => [pair.label, figure(pair.a), figure(pair.b)]),
    ),
  ];
}

function figuresTable(dom: ReportDom, rows: FigureRow[], names: Names, caption: string) {
  const { head, rows: cells } = figureTableRows(rows, names);
  return table(dom, caption, head, cells);
}

/** The body of a compared question, by its kind, as the Summary's CompareBlock draws it. */
function comparedBody(
  dom: ReportDom,
  a: QuestionStat,
  b: QuestionStat,
  names: Names,
  name: string,
) {
  const { h } = dom;
  const caption = `${name}: ${names.a} and ${names.b}`;
  const items = (stat: QuestionStat) => ('items' in stat ? stat.items : []);
  const paired = (label: string, columns = false) =>
    pairedCounts(dom, items(a), items(b), names, {
      caption: columns ? `${caption}, by value` : caption,
      label,
      columns,
    });
  if (a.kind === 'choices' && b.kind === 'choices') return paired('Option');
  if (a.kind === 'yesNo' && b.kind === 'yesNo') {
    return [h('p', null, yesShares(a, b)), paired('Answer')];
  }
  if (a.kind === 'scale' && b.kind === 'scale') {
    return [figuresTable(dom, scaleRows(a, b), names, caption), paired('Value', true)];
  }
  if (a.kind === 'numbers' && b.kind === 'numbers') {
    return figuresTable(dom, numberRows(a.summary, b.summary), names, caption);
  }
  if (a.kind === 'range' && b.kind === 'range') {
    return (['lower', 'upper'] as const).map((end) => [
      h('h3', null, end === 'lower' ? 'Lower end' : 'Upper end'),
      figuresTable(
        dom,
        numberRows(a[end].summary, b[end].summary),
        names,
        `${caption}, ${end} end`,
      ),
    ]);
  }
  return h('p', { class: 'dim' }, 'For this type of question, only how many answered is compared.');
}

/** One question over both groups: each group's count, its figures side by side, and the test. */
export function comparedQuestionSection(dom: ReportDom, item: ComparedQuestion, names: Names) {
  const { h } = dom;
  const { question, a, b, difference } = item;
  const name = question.name.trim() || question.id;
  const answered = (stat: QuestionStat) =>
    `${formatCount(stat.answered)} answered${stat.answered < SMALL_GROUP ? ' (small)' : ''}`;
  return section(
    dom,
    name,
    h(
      'p',
      { class: 'dim' },
      `${questionTypeLabel(question.type)} · ${names.a}: ${answered(a)} · ${names.b}: ${answered(b)}`,
    ),
    question.is_deleted && h('p', { class: 'dim' }, 'Deleted question'),
    (a.answered > 0 || b.answered > 0) && comparedBody(dom, a, b, names, name),
    difference && h('p', { class: 'finding' }, differenceSentence(difference)),
  );
}

/** Each group's count and responses over time, both on one axis. */
export function comparisonSection(
  dom: ReportDom,
  shown: ShownComparison,
  tab: ResponseView['tab'],
): Child {
  const { h } = dom;
  const { names, counts, shiftDays, note, comparison } = shown;
  const over = comparison.overTime;
  const overlap = overlapNote(names, comparison.overlap);
  const rows = over.a.buckets.map((bucket, at) => {
    const b = over.b.buckets[at]?.count ?? 0;
    return {
      label: bucket.label,
      a: bucket.count,
      b,
      aText: formatCount(bucket.count),
      bText: formatCount(b),
    };
  });
  const caption = `Responses per ${over.a.unit}`;
  return section(
    dom,
    'Comparison',
    h(
      'dl',
      { class: 'figures' },
      (['a', 'b'] as const).map((key) =>
        h(
          'div',
          null,
          h('dt', null, h('bdi', null, names[key])),
          h(
            'dd',
            null,
            responsesOfTab(counts[key], tab),
            counts[key] < SMALL_GROUP && ` (small group: under ${SMALL_GROUP})`,
          ),
        ),
      ),
    ),
    note && h('p', { class: 'note' }, note),
    overlap && h('p', { class: 'note' }, overlap),
    !overlap &&
      h(
        'p',
        { class: 'dim' },
        'A difference is called likely real when chance alone would make one as large less than 5 times in 100 (p < 0.05).',
      ),
    h('h3', null, 'Responses over time'),
    shiftDays > 0 &&
      h('p', { class: 'dim' }, 'The period before is drawn over this one, day for day.'),
    rows.length === 0
      ? h('p', null, 'No dates.')
      : [
          legend(dom, names),
          pairedColumnChart(dom, rows, caption),
          table(
            dom,
            caption,
            [shiftDays > 0 ? `${names.a} (day for day)` : 'Date', names.a, names.b],
            rows
              .filter((row) => row.a > 0 || row.b > 0)
              .map((row) => [row.label, formatCount(row.a), formatCount(row.b)]),
          ),
        ],
  );
}
