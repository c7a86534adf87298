import type { Question } from '@/api/schemas';
import type { Filter } from '@/response-set/filters';
import { describeFilter } from '@/response-set/describe-filter';
import { searchTerms } from '@/response-set/search';
import type { ResponseView } from '@/response-set/view';
import { formatCount } from './format';

type DatesFilter = Extract<Filter, { op: 'dates' }>;

const isSubmittedRange = (filter: Filter): filter is DatesFilter =>
  filter.column === 'submitted' && filter.op === 'dates';

/** The view's "submitted between" range: the table's `dates` filter on the submitted day. */
export function submittedRange(view: ResponseView): { from: string | null; to: string | null } {
  const range = view.filters.find(isSubmittedRange);
  return { from: range?.from ?? null, to: range?.to ?? null };
}

/** The view's filters with the submitted range set (in place of any other), or left out. */
export function withSubmittedRange(
  view: ResponseView,
  from: string | null,
  to: string | null,
): Filter[] {
  const others = view.filters.filter((filter) => !isSubmittedRange(filter));
  if (from === null && to === null) return others;
  return [...others, { column: 'submitted', op: 'dates', from, to }];
}

const TAB_WORD = { completed: 'completed ', partial: 'partial ', all: '' } as const;

/** "312 completed responses", "1 response". */
export function responsesOfTab(count: number, tab: ResponseView['tab']): string {
  return `${formatCount(count)} ${TAB_WORD[tab]}response${count === 1 ? '' : 's'}`;
}

/** What narrows the view beyond its tab, in words: `“late delivery”, Submitted from …`. */
export function narrowings(view: ResponseView, questions: readonly Question[]): string {
  return [
    ...(searchTerms(view.search).length > 0 ? [`“${view.search.trim()}”`] : []),
    ...view.filters.map((filter) => describeFilter(filter, questions)),
  ].join(', ');
}

/** `matching “late delivery”, Submitted from …`; "" when nothing narrows the view. */
export function narrowedBy(view: ResponseView, questions: readonly Question[]): string {
  const parts = narrowings(view, questions);
  return parts && `matching ${parts}`;
}
