import type { FilterOpEditor } from './filter-op-editor';

/** "has a file" and "has no file", two entries of one op. */
export const hasFileEditor: FilterOpEditor<'hasFile'> = {
  choices: ['hasFile', 'noFile'],
  kinds: ['files'],
  label: (choice) => (choice === 'hasFile' ? 'has a file' : 'has no file'),
  toFilter: (_draft, column, choice) => ({ column, op: 'hasFile', value: choice === 'hasFile' }),
  toDraft: (filter) => ({ choice: filter.value ? 'hasFile' : 'noFile' }),
};
