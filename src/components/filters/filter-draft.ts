import type { ColumnRef } from '@/response-set/columns';
import type { Filter } from '@/response-set/filters';
import { editorOfChoice, editorOfFilter } from './op-editors/filter-op-editor-registry';

/** What the builder holds while the user picks; it becomes a Filter once it says something. */
export type Draft = {
  column: ColumnRef | null;
  /** An entry of the Condition list, one of an op editor's `choices`. */
  choice: string | null;
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

/** The filter a draft says, or null while it says nothing yet (no text, no option, no bound). */
export function draftToFilter(draft: Draft): Filter | null {
  const { column, choice } = draft;
  if (column === null || choice === null) return null;
  return editorOfChoice(choice)?.toFilter(draft, column, choice) ?? null;
}

/** A chip's filter back in the builder, to edit it; on no entry for ops only the Summary makes. */
export function filterToDraft(filter: Filter): Draft {
  return {
    ...EMPTY_DRAFT,
    column: filter.column,
    choice: null,
    ...editorOfFilter(filter)?.toDraft(filter),
  };
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
  // Put where the replaced chip was, so editing a chip does not move it.
  const before = filters.slice(0, at).filter((item) => rest.includes(item)).length;
  return [...rest.slice(0, before), added, ...rest.slice(before)];
}
