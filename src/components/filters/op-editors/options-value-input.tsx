import { useMemo } from 'react';
import { optionCounts } from '@/response-set/options';
import { OptionChecklist } from '@/components/filters/option-checklist';
import type { ValueInputProps } from './filter-op-editor';

/** The column's options in the data, with their counts, to tick ("any of", "all of"). */
export function OptionsValueInput({
  draft,
  column,
  kind,
  questions,
  rows,
  onChange,
}: ValueInputProps) {
  const options = useMemo(() => optionCounts(rows, column, questions), [rows, column, questions]);
  return (
    <OptionChecklist
      label={kind === 'payment' ? 'Statuses' : 'Options'}
      options={options}
      values={draft.values}
      onChange={(values) => onChange({ values })}
    />
  );
}
