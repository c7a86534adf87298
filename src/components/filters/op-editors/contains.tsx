import { TextInput } from '@mantine/core';
import type { FilterOpEditor, ValueInputProps } from './filter-op-editor';

function TextValueInput({ draft, onChange }: ValueInputProps) {
  return (
    <TextInput
      label="Text"
      value={draft.text}
      onChange={(event) => onChange({ text: event.currentTarget.value })}
    />
  );
}

export const containsEditor: FilterOpEditor<'contains'> = {
  choices: ['contains'],
  kinds: ['text', 'time'],
  label: () => 'contains',
  toFilter: (draft, column) => {
    const text = draft.text.trim();
    return text === '' ? null : { column, op: 'contains', text };
  },
  toDraft: (filter) => ({ choice: 'contains', text: filter.text }),
  ValueInput: TextValueInput,
};
