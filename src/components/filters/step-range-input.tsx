import { Chip, Group, Input } from '@mantine/core';

/** The steps of a rating (1–5 stars) or a scale (0–10), or null for other questions. */
export function stepsOf(questionType: string | undefined): readonly number[] | null {
  if (questionType === 'RATING') return [1, 2, 3, 4, 5];
  if (questionType === 'LINEAR_SCALE') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return null;
}

type Bound = number | string;
type Props = {
  label: string;
  steps: readonly number[];
  min: Bound;
  max: Bound;
  onChange: (range: { min: Bound; max: Bound }) => void;
};

/**
 * A rating's or a scale's values to pick: one value, or the lowest and the highest of a range
 * (the values between are picked with them). Picking the only value again clears it.
 */
export function StepRangeInput({ label, steps, min, max, onChange }: Props) {
  const low = typeof min === 'number' ? min : null;
  const high = typeof max === 'number' ? max : null;
  const picked = (step: number) =>
    (low === null || step >= low) && (high === null || step <= high) && (low ?? high) !== null;
  const pick = (step: number) => {
    if (low === null || high === null) {
      const other = low ?? high ?? step;
      onChange({ min: Math.min(other, step), max: Math.max(other, step) });
    } else if (low === step && high === step) onChange({ min: '', max: '' });
    else if (step < low) onChange({ min: step, max: high });
    else if (step > high) onChange({ min: low, max: step });
    else onChange({ min: step, max: step });
  };
  return (
    <Input.Wrapper
      label={label}
      description="One value, or the lowest and the highest"
      labelElement="div"
    >
      <Group gap={6} mt={6} role="group" aria-label={label}>
        {steps.map((step) => (
          <Chip key={step} size="sm" checked={picked(step)} onChange={() => pick(step)}>
            {step}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
