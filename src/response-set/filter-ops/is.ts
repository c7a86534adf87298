import type { FilterOpModule } from './filter-op';

/** A yes/no answer is yes (or no). */
export const is: FilterOpModule<'is'> = {
  parse: (column, raw) =>
    typeof raw.value === 'boolean' ? { column, op: 'is', value: raw.value } : null,
  test:
    (filter, { value }) =>
    (row) =>
      value(row) === filter.value,
  describe: (filter) => (filter.value ? 'is yes' : 'is no'),
};
