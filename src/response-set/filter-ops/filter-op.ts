import type { Submission } from '@/api/schemas';
import type { ColumnKind, ColumnRef } from '@/response-set/columns';
import type { Filter, FilterOp } from '@/response-set/filters';

/** A filter of one op. */
export type FilterOf<O extends FilterOp> = Extract<Filter, { op: O }>;

/** A filter as the URL holds it: untrusted JSON, checked key by key. */
export type RawFilter = Record<string, unknown>;

/** What a filter tests a column with, worked out once for a pass over many rows. */
export type FilterColumn = {
  kind: ColumnKind;
  /** The question's type ('' for submitted and status). */
  type: string;
  /** The row's answer in the filtered column. */
  value: (row: Submission) => unknown;
};

/** Whether a row passes. */
export type RowTest = (row: Submission) => boolean;

/**
 * Everything about one filter op: how it is read from the URL, how it tests a row, and how its
 * chip says it. Its editor is registered by op in src/components/filters/op-editors/.
 */
export type FilterOpModule<O extends FilterOp> = {
  /** The filter that untrusted JSON describes (with no other keys), or null. */
  parse: (column: ColumnRef, raw: RawFilter) => FilterOf<O> | null;
  test: (filter: FilterOf<O>, column: FilterColumn) => RowTest;
  /** The words after the column's name on the filter's chip. */
  describe: (filter: FilterOf<O>, kind: ColumnKind) => string;
};

export const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
