import type { Question, Submission } from '@/api/schemas';
import { type SavedView, savedViewOf } from '@/response-set/saved-views';
import { applyFilters } from '@/response-set/apply-filters';
import { describeFilter } from '@/response-set/describe-filter';
import type { Filter } from '@/response-set/filters';
import type { SearchIndex } from '@/response-set/search';
import { applyView, isRefined, type ResponseView, tabOf } from '@/response-set/view';
import { daysBetween, type Period, previousPeriod } from './compare-periods';
import type { CompareTarget } from '@/features/summary/compare/compare-url';
import { rowSteps } from '@/features/summary/stats/summarize';
import { submittedRange, withSubmittedRange } from '@/features/summary/summary-scope';

/** The two groups of a comparison with their names, or why there is no second group. */
export type CompareGroups =
  | {
      kind: 'groups';
      a: readonly Submission[];
      b: readonly Submission[];
      names: { a: string; b: string };
      /** Days from the second group's period to the first's (0 unless periods are compared). */
      shiftDays: number;
    }
  | { kind: 'missing'; reason: string };

type Input = {
  rows: readonly Submission[];
  questions: readonly Question[];
  view: ResponseView;
  index: SearchIndex;
  target: CompareTarget;
  savedViews: readonly SavedView[];
};

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
/** "Nov 1, 2026 – Nov 30, 2026", read as calendar days whatever the time zone. */
export const periodName = ({ from, to }: Period) =>
  dayFormat.formatRange(Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`));

/** Filters in words, as their chips say them: "Plan is any of Pro and Score between 2 and 7". */
export const filtersInWords = (filters: readonly Filter[], questions: readonly Question[]) =>
  filters.map((filter) => describeFilter(filter, questions)).join(' and ');

/** The second group: how it is picked from a slice of rows, and its names. */
type Second =
  | { kind: 'missing'; reason: string }
  | {
      kind: 'second';
      pick: (slice: readonly Submission[]) => readonly Submission[];
      names: { a: string; b: string };
      shiftDays: number;
    };

/** Picks a view's rows (unsorted) from a slice of rows. */
const viewOf =
  ({ questions, index }: Input, of: ResponseView) =>
  (slice: readonly Submission[]) =>
    applyView(slice, questions, { ...of, sort: null }, index);

function secondGroup(input: Input, inView: () => ReadonlySet<Submission>): Second {
  const { view, target } = input;
  if (target.kind === 'rest') {
    if (!isRefined(view)) {
      return {
        kind: 'missing',
        reason:
          'Everyone else is nobody yet: the view has every response of its tab. Search, add a filter or choose dates first.',
      };
    }
    return {
      kind: 'second',
      pick: (slice) => tabOf(slice, view.tab).filter((row) => !inView().has(row)),
      names: { a: 'This view', b: 'Everyone else' },
      shiftDays: 0,
    };
  }
  if (target.kind === 'view') {
    const saved = input.savedViews.find((item) => item.name === target.name);
    if (!saved) {
      return {
        kind: 'missing',
        reason: `No saved view is named “${target.name}” on this device. Choose another group.`,
      };
    }
    const names = { a: 'This view', b: saved.name };
    return { kind: 'second', pick: viewOf(input, savedViewOf(saved)), names, shiftDays: 0 };
  }
  if (target.kind === 'filters') {
    if (target.filters.length === 0) {
      return {
        kind: 'missing',
        reason:
          'Add a filter to say who the second group is: the responses of this tab that pass it.',
      };
    }
    const { filters } = target;
    return {
      kind: 'second',
      pick: (slice) => applyFilters(tabOf(slice, view.tab), filters, input.questions),
      names: { a: 'This view', b: filtersInWords(filters, input.questions) },
      shiftDays: 0,
    };
  }
  const { from, to } = submittedRange(view);
  const period = from !== null && to !== null ? { from, to } : null;
  const before = period && previousPeriod(period);
  if (!period || !before) {
    return {
      kind: 'missing',
      reason:
        'Choose both dates, Submitted from and to, to compare them with the period before (or pick this week, month or quarter).',
    };
  }
  return {
    kind: 'second',
    pick: viewOf(input, { ...view, filters: withSubmittedRange(view, before.from, before.to) }),
    names: { a: periodName(period), b: periodName(before) },
    shiftDays: daysBetween(before, period),
  };
}

type GroupSteps =
  | { kind: 'missing'; reason: string }
  | {
      kind: 'steps';
      steps: (() => void)[];
      groups: () => Extract<CompareGroups, { kind: 'groups' }>;
    };

/**
 * The view's rows (its tab, search, filters and date range) against a second group: the rest of
 * the tab, a saved view, the tab's responses that pass filters built on the spot, or the same
 * view over the period before its date range. Found a slice
 * of rows per step, so that a page can do them a few at a time; `groups()` once they are done.
 */
export function compareGroupSteps(input: Input): GroupSteps {
  const { rows } = input;
  const a: Submission[] = [];
  const b: Submission[] = [];
  let inView: Set<Submission> | null = null;
  // Made when the first group is complete: everyone else is the tab without it.
  const second = secondGroup(input, () => (inView ??= new Set(a)));
  if (second.kind === 'missing') return second;
  const first = viewOf(input, input.view);
  const steps = [
    ...rowSteps(rows.length, (from, to) => a.push(...first(rows.slice(from, to)))),
    ...rowSteps(rows.length, (from, to) => b.push(...second.pick(rows.slice(from, to)))),
  ];
  const { names, shiftDays } = second;
  return { kind: 'steps', steps, groups: () => ({ kind: 'groups', a, b, names, shiftDays }) };
}

/** The two groups of `compareGroupSteps`, found at once. */
export function compareGroupsOf(input: Input): CompareGroups {
  const found = compareGroupSteps(input);
  if (found.kind === 'missing') return found;
  found.steps.forEach((step) => step());
  return found.groups();
}
