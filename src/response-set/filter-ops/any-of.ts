import type { ColumnKind } from '@/response-set/columns';
import { choicesOf } from '@/response-set/filters';
import { type FilterOpModule, isTexts } from './filter-op';

/** What "any of" means for a column: one choice, one of several, a payment's status. */
export function anyOfWords(kind: ColumnKind): string {
  if (kind === 'multi') return 'contains any of';
  if (kind === 'payment') return 'status is any of';
  return 'is any of';
}

/** A choice is one of; a multi-answer contains any of; a payment's status is one of. */
export const anyOf: FilterOpModule<'anyOf'> = {
  parse: (column, raw) =>
    isTexts(raw.values) ? { column, op: 'anyOf', values: raw.values } : null,
  test: (filter, { kind, value }) => {
    const wanted = new Set(filter.values);
    return (row) => choicesOf(kind, value(row)).some((choice) => wanted.has(choice));
  },
  describe: (filter, kind) => `${anyOfWords(kind)} ${filter.values.join(', ')}`,
};
