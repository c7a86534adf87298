import type { ColumnKind } from '@/response-set/columns';
import type { Filter, FilterOp } from '@/response-set/filters';
import { allOfEditor } from './all-of';
import { answeredEditor, notAnsweredEditor } from './answered';
import { anyOfEditor } from './any-of';
import { betweenEditor } from './between';
import { containsEditor } from './contains';
import { datesEditor } from './dates';
import type { FilterOpEditor } from './filter-op-editor';
import { hasFileEditor } from './has-file';
import { isEditor } from './is';

/**
 * The builder's editor of every filter op, in the order the Condition list shows them: a new op
 * is one module here and one line (the type asks for it). Null for the ops only the Summary's
 * clicks make (an hour, a first rank, an NPS group): their chips are shown, not built here.
 */
const FILTER_OP_EDITORS: { [O in FilterOp]: FilterOpEditor<O> | null } = {
  contains: containsEditor,
  anyOf: anyOfEditor,
  allOf: allOfEditor,
  between: betweenEditor,
  dates: datesEditor,
  is: isEditor,
  hasFile: hasFileEditor,
  answered: answeredEditor,
  notAnswered: notAnsweredEditor,
  hour: null,
  rankedFirst: null,
  nps: null,
};

// Each entry takes the filters of its own op: the map's type holds that, not the lookups'.
const EDITORS = Object.values(FILTER_OP_EDITORS).filter(
  (editor) => editor !== null,
) as FilterOpEditor<FilterOp>[];

/** The Condition list's entries for a kind of column. */
export function choicesOf(kind: ColumnKind): readonly string[] {
  return EDITORS.filter((editor) => editor.kinds.includes(kind)).flatMap(
    (editor) => editor.choices,
  );
}

/** The editor of a Condition list entry, or null for one no editor offers. */
export function editorOfChoice(choice: string): FilterOpEditor<FilterOp> | null {
  return EDITORS.find((editor) => editor.choices.includes(choice)) ?? null;
}

/** The editor of a filter's op, or null when the builder cannot make it. */
export function editorOfFilter(filter: Filter): FilterOpEditor<FilterOp> | null {
  return FILTER_OP_EDITORS[filter.op] as FilterOpEditor<FilterOp> | null;
}
