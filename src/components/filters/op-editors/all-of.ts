import type { FilterOpEditor } from './filter-op-editor';
import { OptionsValueInput } from './options-value-input';

export const allOfEditor: FilterOpEditor<'allOf'> = {
  choices: ['allOf'],
  kinds: ['multi'],
  label: () => 'contains all of',
  toFilter: (draft, column) =>
    draft.values.length === 0 ? null : { column, op: 'allOf', values: draft.values },
  toDraft: (filter) => ({ choice: 'allOf', values: filter.values }),
  ValueInput: OptionsValueInput,
};
