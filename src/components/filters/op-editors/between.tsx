import { Group, NumberInput } from '@mantine/core';
import { questionColumn } from '@/response-set/columns';
import { betweenWords } from '@/response-set/filter-ops/between';
import { StepRangeInput, stepsOf } from '@/components/filters/step-range-input';
import type { FilterOpEditor, ValueInputProps } from './filter-op-editor';

const numberOrNull = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Two number boxes, or a rating's or a scale's values to pick. */
function RangeValueInput({ draft, column, questions, onChange }: ValueInputProps) {
  const questionType = questions.find((item) => questionColumn(item.id) === column)?.type;
  const steps = stepsOf(questionType);
  if (steps) {
    return (
      <StepRangeInput
        label={questionType === 'RATING' ? 'Stars' : 'Values'}
        steps={steps}
        min={draft.min}
        max={draft.max}
        onChange={onChange}
      />
    );
  }
  return (
    <Group grow gap="xs" align="flex-start">
      <NumberInput
        label="From"
        placeholder="Any"
        value={draft.min}
        onChange={(value) => onChange({ min: value })}
      />
      <NumberInput
        label="To"
        placeholder="Any"
        value={draft.max}
        onChange={(value) => onChange({ max: value })}
      />
    </Group>
  );
}

export const betweenEditor: FilterOpEditor<'between'> = {
  choices: ['between'],
  kinds: ['number', 'range', 'payment'],
  label: (_choice, kind) => betweenWords(kind),
  toFilter: (draft, column) => {
    const [min, max] = [numberOrNull(draft.min), numberOrNull(draft.max)];
    return min === null && max === null ? null : { column, op: 'between', min, max };
  },
  // One end of a range slider (a Summary click) has no entry of its own in the builder.
  toDraft: (filter) => ({
    choice: filter.end ? null : 'between',
    min: filter.min ?? '',
    max: filter.max ?? '',
  }),
  ValueInput: RangeValueInput,
};
