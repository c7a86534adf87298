import { Group, NumberInput, TextInput } from '@mantine/core';
import type { OptionCount } from '@/response-set/options';
import { DateRangeInput } from './date-range-input';
import type { Draft } from './filter-draft';
import { OptionChecklist } from './option-checklist';
import { StepRangeInput } from './step-range-input';

type Props = {
  draft: Draft;
  /** The column's options in the data, for "any of" / "all of". */
  options: readonly OptionCount[];
  /** Where a date column's calendar opens. */
  openAt: string | null;
  optionsLabel: string;
  /** A rating's or a scale's values, offered to pick instead of two number boxes. */
  steps: { label: string; values: readonly number[] } | null;
  onChange: (change: Partial<Draft>) => void;
};

/**
 * The value the chosen operator needs: a text, options to tick, two numbers (a rating's or a
 * scale's values to pick) or two days.
 */
export function FilterValueInput({ draft, options, openAt, optionsLabel, steps, onChange }: Props) {
  switch (draft.choice) {
    case 'contains':
      return (
        <TextInput
          label="Text"
          value={draft.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
        />
      );
    case 'anyOf':
    case 'allOf':
      return (
        <OptionChecklist
          label={optionsLabel}
          options={options}
          values={draft.values}
          onChange={(values) => onChange({ values })}
        />
      );
    case 'between':
      return steps ? (
        <StepRangeInput
          label={steps.label}
          steps={steps.values}
          min={draft.min}
          max={draft.max}
          onChange={onChange}
        />
      ) : (
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
    case 'dates':
      return (
        <DateRangeInput
          from={draft.from}
          to={draft.to}
          openAt={openAt}
          onChange={(from, to) => onChange({ from, to })}
        />
      );
    default:
      return null;
  }
}
