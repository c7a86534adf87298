import type { Question, Submission } from '@/api/schemas';
import { type SavedView, savedViewOf } from '@/response-set/saved-views';
import type { SearchIndex } from '@/response-set/search';
import { applyView, isRefined, type ResponseView, tabOf } from '@/response-set/view';
import { daysBetween, type Period, previousPeriod } from './compare-periods';
import type { CompareTarget } from './compare-url';
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

/**
 * The view's rows (its tab, search, filters and date range) against a second group: the rest of
 * the tab, a saved view, or the same view over the period before its date range.
 */
export function compareGroupsOf(input: Input): CompareGroups {
  const { rows, questions, view, index, target } = input;
  const rowsOf = (of: ResponseView) => applyView(rows, questions, { ...of, sort: null }, index);
  const a = rowsOf(view);
  if (target.kind === 'rest') {
    if (!isRefined(view)) {
      return {
        kind: 'missing',
        reason:
          'Everyone else is nobody yet: the view has every response of its tab. Search, add a filter or choose dates first.',
      };
    }
    const inView = new Set(a);
    const b = tabOf(rows, view.tab).filter((row) => !inView.has(row));
    return { kind: 'groups', a, b, names: { a: 'This view', b: 'Everyone else' }, shiftDays: 0 };
  }
  if (target.kind === 'view') {
    const saved = input.savedViews.find((item) => item.name === target.name);
    if (!saved) {
      return {
        kind: 'missing',
        reason: `No saved view is named “${target.name}” on this device. Choose another group.`,
      };
    }
    const b = rowsOf(savedViewOf(saved));
    return { kind: 'groups', a, b, names: { a: 'This view', b: saved.name }, shiftDays: 0 };
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
  const b = rowsOf({ ...view, filters: withSubmittedRange(view, before.from, before.to) });
  return {
    kind: 'groups',
    a,
    b,
    names: { a: periodName(period), b: periodName(before) },
    shiftDays: daysBetween(before, period),
  };
}
