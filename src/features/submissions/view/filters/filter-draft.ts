import type { ColumnRef } from '@/response-set/columns';
import type { Filter } from '@/response-set/filters';
import type { Choice } from './filter-choices';

/** What the builder holds while the user picks; it becomes a Filter once it says something. */
export type Draft = {
  column: ColumnRef | null;
  choice: Choice | null;
  text: string;
  values: string[];
  /** As the number box holds it: a number, or text while incomplete ('', '-', '1.'). */
  min: number | string;
  max: number | string;
  from: string | null;
  to: string | null;
};

export const EMPTY_DRAFT: Draft = {
  column: null,
  choice: null,
  text: '',
  values: [],
  min: '',
  max: '',
  from: null,
  to: null,
};

const numberOrNull = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The filter a draft says, or null while it says nothing yet (no text, no option, no bound). */
export function draftToFilter(draft: Draft): Filter | null {
  const { column, choice } = draft;
  if (column === null || choice === null) return null;
  switch (choice) {
    case 'contains':
      return draft.text.trim() === '' ? null : { column, op: 'contains', text: draft.text.trim() };
    case 'answered':
    case 'notAnswered':
      return { column, op: choice };
    case 'anyOf':
    case 'allOf':
      return draft.values.length === 0 ? null : { column, op: choice, values: draft.values };
    case 'between': {
      const [min, max] = [numberOrNull(draft.min), numberOrNull(draft.max)];
      return min === null && max === null ? null : { column, op: 'between', min, max };
    }
    case 'dates':
      return draft.from === null && draft.to === null
        ? null
        : { column, op: 'dates', from: draft.from, to: draft.to };
    case 'yes':
    case 'no':
      return { column, op: 'is', value: choice === 'yes' };
    case 'hasFile':
    case 'noFile':
      return { column, op: 'hasFile', value: choice === 'hasFile' };
  }
}

/** The builder's operator for a filter; none for those only the Summary makes (an hour…). */
function choiceOf(filter: Filter): Choice | null {
  switch (filter.op) {
    case 'is':
      return filter.value ? 'yes' : 'no';
    case 'hasFile':
      return filter.value ? 'hasFile' : 'noFile';
    case 'hour':
    case 'rankedFirst':
    case 'nps':
      return null;
    case 'between':
      // One end of a range slider has no operator of its own in the builder.
      return filter.end ? null : filter.op;
    default:
      return filter.op;
  }
}

/** A chip's filter back in the builder, to edit it. */
export function filterToDraft(filter: Filter): Draft {
  const draft: Draft = { ...EMPTY_DRAFT, column: filter.column, choice: choiceOf(filter) };
  switch (filter.op) {
    case 'contains':
      return { ...draft, text: filter.text };
    case 'anyOf':
    case 'allOf':
      return { ...draft, values: filter.values };
    case 'between':
      return { ...draft, min: filter.min ?? '', max: filter.max ?? '' };
    case 'dates':
      return { ...draft, from: filter.from, to: filter.to };
    default:
      return draft;
  }
}

const sameSlot = (a: Filter, b: Filter) => a.column === b.column && a.op === b.op;

/**
 * The filters with one added: it takes the place of the one it edits, or of an earlier filter
 * on the same column with the same operator (a second "Plan is any of" replaces the first).
 */
export function withFilter(filters: readonly Filter[], added: Filter, edited?: Filter): Filter[] {
  const at = filters.findIndex((item) => item === edited || sameSlot(item, added));
  const rest = filters.filter((item) => item !== edited && !sameSlot(item, added));
  if (at === -1) return [...rest, added];
  // Kept where the replaced chip was, so editing a chip does not move it.
  const before = filters.slice(0, at).filter((item) => rest.includes(item)).length;
  return [...rest.slice(0, before), added, ...rest.slice(before)];
}
