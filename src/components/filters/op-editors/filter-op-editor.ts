import type { ComponentType } from 'react';
import type { Question, Submission } from '@/api/schemas';
import type { ColumnKind, ColumnRef } from '@/response-set/columns';
import type { FilterOf } from '@/response-set/filter-ops/filter-op';
import type { FilterOp } from '@/response-set/filters';
import type { Draft } from '@/components/filters/filter-draft';

/** What an op's value input is given: the draft, its column and the rows it filters. */
export type ValueInputProps = {
  draft: Draft;
  column: ColumnRef;
  kind: ColumnKind;
  questions: readonly Question[];
  /** The loaded rows of the current tab (options with their counts, where a calendar opens). */
  rows: readonly Submission[];
  onChange: (change: Partial<Draft>) => void;
};

/**
 * How the filter builder edits one filter op, beside its module in src/response-set/filter-ops/
 * (which parses, applies and describes it).
 */
export type FilterOpEditor<O extends FilterOp> = {
  /** Its entries in the Condition list: yes/no and file/no file are two entries of one op. */
  choices: readonly string[];
  /** The kinds of column it is offered on. */
  kinds: readonly ColumnKind[];
  /** The words of an entry in the Condition list. */
  label: (choice: string, kind: ColumnKind) => string;
  /** The filter a draft says with one of its entries, or null while it says nothing yet. */
  toFilter: (draft: Draft, column: ColumnRef, choice: string) => FilterOf<O> | null;
  /** A chip's filter back in the builder: its entry (null if it has none) and its value. */
  toDraft: (filter: FilterOf<O>) => Partial<Draft>;
  /** The value it needs, if any: a text, options to tick, two numbers or two days. */
  ValueInput?: ComponentType<ValueInputProps>;
};

/** Every kind of column but "Submitted" (always answered) and files (a file or none). */
export const ANSWERABLE_KINDS: readonly ColumnKind[] = [
  'text',
  'time',
  'status',
  'choice',
  'multi',
  'number',
  'range',
  'date',
  'dateRange',
  'boolean',
  'payment',
];
