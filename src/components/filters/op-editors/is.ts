import type { FilterOpEditor } from './filter-op-editor';

/** "is yes" and "is no", two entries of one op. */
export const isEditor: FilterOpEditor<'is'> = {
  choices: ['yes', 'no'],
  kinds: ['boolean'],
  label: (choice) => (choice === 'yes' ? 'is yes' : 'is no'),
  toFilter: (_draft, column, choice) => ({ column, op: 'is', value: choice === 'yes' }),
  toDraft: (filter) => ({ choice: filter.value ? 'yes' : 'no' }),
};
