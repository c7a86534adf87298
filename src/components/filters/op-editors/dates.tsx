import { useMemo } from 'react';
import { DateRangeInput } from '@/components/filters/date-range-input';
import { latestDay } from '@/components/filters/latest-day';
import type { FilterOpEditor, ValueInputProps } from './filter-op-editor';

function DaysValueInput({ draft, column, questions, rows, onChange }: ValueInputProps) {
  const openAt = useMemo(() => latestDay(rows, column, questions), [rows, column, questions]);
  return (
    <DateRangeInput
      from={draft.from}
      to={draft.to}
      openAt={openAt}
      onChange={(from, to) => onChange({ from, to })}
    />
  );
}

export const datesEditor: FilterOpEditor<'dates'> = {
  choices: ['dates'],
  kinds: ['date', 'dateRange', 'submitted'],
  label: () => 'between dates',
  toFilter: (draft, column) =>
    draft.from === null && draft.to === null
      ? null
      : { column, op: 'dates', from: draft.from, to: draft.to },
  toDraft: (filter) => ({ choice: 'dates', from: filter.from, to: filter.to }),
  ValueInput: DaysValueInput,
};
