import { anyOfWords } from '@/response-set/filter-ops/any-of';
import type { FilterOpEditor } from './filter-op-editor';
import { OptionsValueInput } from './options-value-input';

export const anyOfEditor: FilterOpEditor<'anyOf'> = {
  choices: ['anyOf'],
  kinds: ['choice', 'multi', 'payment'],
  label: (_choice, kind) => anyOfWords(kind),
  toFilter: (draft, column) =>
    draft.values.length === 0 ? null : { column, op: 'anyOf', values: draft.values },
  toDraft: (filter) => ({ choice: 'anyOf', values: filter.values }),
  ValueInput: OptionsValueInput,
};
