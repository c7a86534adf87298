import type { Comparison, Difference } from '@/features/summary/stats/compare';
import { describeDifference } from '@/features/summary/stats/chi-square';
import type { ScaleStat } from '@/features/summary/stats/scale';
import type { Filter } from '@/response-set/filters';
import type { GroupOverlap } from '@/features/summary/stats/group-overlap';
import type { CountItem, NumberSummary } from '@/features/summary/stats/types';
import { formatCount, formatDecimal, formatScore, formatShare } from '@/features/summary/format';

// The comparison's figures and words, without React: the Summary's blocks and the report's
// file both write them.

/** Under this many responses a group is marked as small: its figures move a lot by chance. */
export const SMALL_GROUP = 30;

/** A comparison as the Summary shows it: the groups' names and sizes, and the worked-out result. */
export type ShownComparison = {
  names: { a: string; b: string };
  counts: { a: number; b: number };
  /** Days from the second group's period to the first's (0 unless periods are compared). */
  shiftDays: number;
  /** Said above the figures when the view's period runs past today (see `pastTodayNote`). */
  note: string | null;
  /**
   * The filters the second group was picked with, when built beside the comparison (its name
   * says their values): the report words them itself, leaving out what it leaves out.
   */
  secondFilters: readonly Filter[] | null;
  comparison: Comparison;
};

/**
 * Said above the figures when the groups share responses, so that no test is made: how many
 * are in both, and which group holds the other. Null when they share none.
 */
export function overlapNote(names: ShownComparison['names'], overlap: GroupOverlap) {
  if (overlap.kind === 'disjoint') return null;
  const both = `${formatCount(overlap.both)} response${overlap.both === 1 ? '' : 's'}`;
  const notTested =
    'The groups are not independent, so no test of significance is made: their differences are described, not tested.';
  if (overlap.kind === 'partial') {
    return `${both} ${overlap.both === 1 ? 'is' : 'are'} in both groups. ${notTested}`;
  }
  const [inner, outer] = overlap.within === 'a' ? [names.a, names.b] : [names.b, names.a];
  return `Every response of “${inner}” is also in “${outer}” (${both}). ${notTested} To test it, compare that group with everyone else in the tab.`;
}

/** A row of the responses over time: the first group's count is null on days still to come. */
export type OverTimeRow = { label: string; a: number | null; b: number };

/**
 * Both groups' counts per day, week or month. Given `today` (periods compared, this quarter
 * say), the first group's buckets that start after it have no count: its line stops at today
 * rather than running on at 0 through the weeks to come.
 */
export function overTimeRows(
  overTime: Comparison['overTime'],
  today: string | null,
): OverTimeRow[] {
  return overTime.a.buckets.map((bucket, at) => {
    const from = bucket.filter?.op === 'dates' ? bucket.filter.from : null;
    const toCome = today !== null && from !== null && from > today;
    return {
      label: bucket.label,
      a: toCome ? null : bucket.count,
      b: overTime.b.buckets[at]?.count ?? 0,
    };
  });
}

/** Periods compared where the first ends after today: its days to come have no responses. */
export const pastTodayNote = (name: string) =>
  `${name} runs past today: its days still to come have no responses yet, so its counts are not yet those of a whole period.`;

const TEST_NAMES = {
  'chi-square': 'Chi-square test',
  welch: "Welch's t-test",
  'two-proportion': 'Two-proportion z-test',
} as const;

/** A signed difference: "+0.4", "−1.2", "0". */
export const signed = (value: number, format = formatDecimal) =>
  value > 0 ? `+${format(value)}` : value < 0 ? `−${format(-value)}` : format(0);

/** Whether the difference is more than chance, in words, with the figure. */
export function differenceSentence(difference: Difference): string {
  return difference.kind === 'test'
    ? `${TEST_NAMES[difference.test]}: ${describeDifference(difference.p)}.`
    : difference.kind === 'too-small'
      ? 'The groups are too small to tell: too few answers are expected for some values.'
      : difference.kind === 'multi'
        ? 'No test: a response may choose several options, so the groups overlap.'
        : difference.kind === 'overlap'
          ? 'No test: the two groups share responses (see the comparison above).'
          : 'No test: too few answers, or no spread in them.';
}

/** Values of both groups, in order of the first group's counts, then the second's. */
export function pairedItems(a: readonly CountItem[], b: readonly CountItem[]) {
  const byLabel = new Map<string, { a?: CountItem; b?: CountItem }>();
  for (const item of a) byLabel.set(item.label, { a: item });
  for (const item of b) byLabel.set(item.label, { ...byLabel.get(item.label), b: item });
  return [...byLabel].map(([label, pair]) => ({ label, a: pair.a, b: pair.b }));
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

export type FigureRow = { label: string; a: number | null; b: number | null; whole?: boolean };

export const numberRows = (a: NumberSummary | null, b: NumberSummary | null): FigureRow[] => [
  { label: 'Average', a: a?.mean ?? null, b: b?.mean ?? null },
  { label: 'Median', a: a?.median ?? null, b: b?.median ?? null },
  { label: 'Lowest', a: a?.min ?? null, b: b?.min ?? null },
  { label: 'Highest', a: a?.max ?? null, b: b?.max ?? null },
];

export const scaleRows = (a: ScaleStat, b: ScaleStat): FigureRow[] => [
  { label: 'Average', a: a.average, b: b.average },
  { label: 'Median', a: medianOfSteps(a.items, a.answered), b: medianOfSteps(b.items, b.answered) },
  ...(a.nps || b.nps
    ? [{ label: 'NPS', a: a.nps?.score ?? null, b: b.nps?.score ?? null, whole: true }]
    : []),
];

/** A figure table's rows: one per group (its name wraps on a phone), then the difference. */
export function figureTableRows(rows: readonly FigureRow[], names: { a: string; b: string }) {
  const show = (value: number | null, whole?: boolean) =>
    value === null ? '—' : whole ? formatScore(value) : formatDecimal(value);
  const difference = (row: FigureRow) =>
    row.a === null || row.b === null
      ? '—'
      : signed(row.a - row.b, row.whole ? formatScore : formatDecimal);
  return {
    head: ['Group', ...rows.map((row) => row.label)],
    rows: [
      [names.a, ...rows.map((row) => show(row.a, row.whole))],
      [names.b, ...rows.map((row) => show(row.b, row.whole))],
      ['Difference', ...rows.map(difference)],
    ],
  };
}

/** "Yes: 62 % against 48 % (+14 points)": the first answer's share in each group. */
export function yesShares(
  a: { answered: number; items: readonly CountItem[] },
  b: typeof a,
): string {
  const yes = (stat: typeof a) => (stat.answered > 0 ? (stat.items[0]?.share ?? 0) : null);
  const [yesA, yesB] = [yes(a), yes(b)];
  const points =
    yesA !== null && yesB !== null
      ? ` (${signed(Math.round((yesA - yesB) * 1000) / 10)} points)`
      : '';
  return `Yes: ${yesA === null ? '—' : formatShare(yesA)} against ${yesB === null ? '—' : formatShare(yesB)}${points}`;
}
