import { choicesOf } from '@/response-set/filters';
import { type FilterOpModule, isTexts } from './filter-op';

/** A multi-answer contains all of. */
export const allOf: FilterOpModule<'allOf'> = {
  parse: (column, raw) =>
    isTexts(raw.values) ? { column, op: 'allOf', values: raw.values } : null,
  test:
    (filter, { kind, value }) =>
    (row) => {
      const chosen = new Set(choicesOf(kind, value(row)));
      return filter.values.every((choice) => chosen.has(choice));
    },
  describe: (filter) => `contains all of ${filter.values.join(', ')}`,
};
