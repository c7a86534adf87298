import { Box, Text } from '@mantine/core';
import type { ComparedQuestion, Difference } from '@/features/summary/stats/compare';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { ScaleStat } from '@/features/summary/stats/scale';
import type { CountItem, NumberSummary } from '@/features/summary/stats/types';
import { describeDifference } from '@/features/summary/stats/chi-square';
import { PairedBars, type PairedRow } from './compare-charts';
import { formatCount, formatDecimal, formatShare } from '@/features/summary/format';
import { DeletedQuestionBadge } from '@/features/summary/blocks/question-block';
import { questionTypeLabel } from '@/features/summary/blocks/question-type-label';
import { ShowFigures } from '@/features/summary/charts/show-figures';
import { SimpleTable } from '@/features/summary/charts/simple-table';
import { SummaryBlock } from '@/features/summary/blocks/summary-block';

export type GroupNames = { a: string; b: string };

/** Under this many responses a group is marked as small: its figures move a lot by chance. */
export const SMALL_GROUP = 30;

const TEST_NAMES = {
  'chi-square': 'Chi-square test',
  welch: "Welch's t-test",
  'two-proportion': 'Two-proportion z-test',
} as const;

/** A signed difference: "+0.4", "−1.2", "0". */
const signed = (value: number, format = formatDecimal) =>
  value > 0 ? `+${format(value)}` : value < 0 ? `−${format(-value)}` : format(0);

/** Whether the difference is more than chance, in words, with the figure. */
export function DifferenceNote({ difference }: { difference: Difference }) {
  const text =
    difference.kind === 'test'
      ? `${TEST_NAMES[difference.test]}: ${describeDifference(difference.p)}.`
      : difference.kind === 'too-small'
        ? 'The groups are too small to tell: too few answers are expected for some values.'
        : difference.kind === 'multi'
          ? 'No test: a response may choose several options, so the groups overlap.'
          : 'No test: too few answers, or no spread in them.';
  return (
    <Text size="sm" fw={600}>
      {text}
    </Text>
  );
}

/** Values of both groups, in order of the first group's counts, then the second's. */
function pairedItems(a: readonly CountItem[], b: readonly CountItem[]) {
  const byLabel = new Map<string, { a?: CountItem; b?: CountItem }>();
  for (const item of a) byLabel.set(item.label, { a: item });
  for (const item of b) byLabel.set(item.label, { ...byLabel.get(item.label), b: item });
  return [...byLabel].map(([label, pair]) => ({ label, a: pair.a, b: pair.b }));
}

function PairedCounts(props: {
  a: readonly CountItem[];
  b: readonly CountItem[];
  names: GroupNames;
  caption: string;
  label: string;
  layout: 'bars' | 'columns';
}) {
  const { names, caption, label, layout } = props;
  const pairs = pairedItems(props.a, props.b);
  const rows: PairedRow[] = pairs.map((pair) => ({
    label: pair.label,
    a: pair.a?.share ?? 0,
    b: pair.b?.share ?? 0,
  }));
  const figure = (item: CountItem | undefined) =>
    `${formatCount(item?.count ?? 0)} (${formatShare(item?.share ?? 0)})`;
  return (
    <>
      <PairedBars rows={rows} names={names} layout={layout} />
      <ShowFigures>
        <SimpleTable
          caption={caption}
          head={[label, names.a, names.b]}
          rows={pairs.map((pair) => [pair.label, figure(pair.a), figure(pair.b)])}
        />
      </ShowFigures>
    </>
  );
}

function medianOfSteps(items: readonly CountItem[], answered: number): number | null {
  if (answered === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const item of items) {
      seen += item.count;
      if (seen > rank) return Number(item.label);
    }
    return Number(items.at(-1)?.label);
  };
  const middle = Math.floor(answered / 2);
  return answered % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

type FigureRow = { label: string; a: number | null; b: number | null; whole?: boolean };

function FiguresTable({
  rows,
  names,
  caption,
}: {
  rows: FigureRow[];
  names: GroupNames;
  caption: string;
}) {
  const show = (value: number | null, whole?: boolean) =>
    value === null ? '—' : whole ? String(Math.round(value)) : formatDecimal(value);
  const difference = (row: FigureRow) =>
    row.a === null || row.b === null
      ? '—'
      : signed(row.a - row.b, row.whole ? (v) => String(Math.round(v)) : formatDecimal);
  // A row per group (its name wraps on a phone), a column per figure. Four figures do not fit
  // beside a long group name on a phone: the table scrolls in its box (by keyboard too), the page
  // never does.
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={caption}>
      <SimpleTable
        caption={caption}
        head={['Group', ...rows.map((row) => row.label)]}
        rows={[
          [names.a, ...rows.map((row) => show(row.a, row.whole))],
          [names.b, ...rows.map((row) => show(row.b, row.whole))],
          ['Difference', ...rows.map(difference)],
        ]}
      />
    </Box>
  );
}

const numberRows = (a: NumberSummary | null, b: NumberSummary | null): FigureRow[] => [
  { label: 'Average', a: a?.mean ?? null, b: b?.mean ?? null },
  { label: 'Median', a: a?.median ?? null, b: b?.median ?? null },
  { label: 'Lowest', a: a?.min ?? null, b: b?.min ?? null },
  { label: 'Highest', a: a?.max ?? null, b: b?.max ?? null },
];

const scaleRows = (a: ScaleStat, b: ScaleStat): FigureRow[] => [
  { label: 'Average', a: a.average, b: b.average },
  { label: 'Median', a: medianOfSteps(a.items, a.answered), b: medianOfSteps(b.items, b.answered) },
  ...(a.nps || b.nps
    ? [{ label: 'NPS', a: a.nps?.score ?? null, b: b.nps?.score ?? null, whole: true }]
    : []),
];

function body(a: QuestionStat, b: QuestionStat, names: GroupNames, name: string) {
  const caption = `${name}: ${names.a} and ${names.b}`;
  const paired = (label: string, columns = false) => (
    <PairedCounts
      a={'items' in a ? a.items : []}
      b={'items' in b ? b.items : []}
      names={names}
      caption={columns ? `${caption}, by value` : caption}
      label={label}
      layout={columns ? 'columns' : 'bars'}
    />
  );
  if (a.kind === 'choices' && b.kind === 'choices') {
    return paired('Option');
  }
  if (a.kind === 'yesNo' && b.kind === 'yesNo') {
    const yes = (stat: typeof a) => (stat.answered > 0 ? (stat.items[0]?.share ?? 0) : null);
    const [yesA, yesB] = [yes(a), yes(b)];
    return (
      <>
        <Text size="sm">
          Yes: {yesA === null ? '—' : formatShare(yesA)} against{' '}
          {yesB === null ? '—' : formatShare(yesB)}
          {yesA !== null &&
            yesB !== null &&
            ` (${signed(Math.round((yesA - yesB) * 1000) / 10)} points)`}
        </Text>
        {paired('Answer')}
      </>
    );
  }
  if (a.kind === 'scale' && b.kind === 'scale') {
    return (
      <>
        <FiguresTable rows={scaleRows(a, b)} names={names} caption={caption} />
        {paired('Value', true)}
      </>
    );
  }
  if (a.kind === 'numbers' && b.kind === 'numbers') {
    return <FiguresTable rows={numberRows(a.summary, b.summary)} names={names} caption={caption} />;
  }
  if (a.kind === 'range' && b.kind === 'range') {
    return (
      <>
        <Text size="sm" fw={500}>
          Lower end
        </Text>
        <FiguresTable
          rows={numberRows(a.lower.summary, b.lower.summary)}
          names={names}
          caption={`${caption}, lower end`}
        />
        <Text size="sm" fw={500}>
          Upper end
        </Text>
        <FiguresTable
          rows={numberRows(a.upper.summary, b.upper.summary)}
          names={names}
          caption={`${caption}, upper end`}
        />
      </>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      For this type of question, only how many answered is compared.
    </Text>
  );
}

/** One question over both groups: each group's count, its figures side by side, and the test. */
export function CompareBlock({ item, names }: { item: ComparedQuestion; names: GroupNames }) {
  const { question, a, b, difference } = item;
  const name = question.name.trim() || question.id;
  const answered = (stat: QuestionStat) => (
    <>
      {formatCount(stat.answered)} answered
      {stat.answered < SMALL_GROUP && ' (small)'}
    </>
  );
  return (
    <SummaryBlock title={name} badges={question.is_deleted && <DeletedQuestionBadge />}>
      <Text size="sm" c="dimmed" mt={-8}>
        {questionTypeLabel(question.type)} · {names.a}: {answered(a)} · {names.b}: {answered(b)}
      </Text>
      {(a.answered > 0 || b.answered > 0) && body(a, b, names, name)}
      {difference && <DifferenceNote difference={difference} />}
    </SummaryBlock>
  );
}
