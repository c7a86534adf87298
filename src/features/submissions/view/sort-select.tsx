import { Group, SegmentedControl, Select } from '@mantine/core';
import type { Question } from '@/api/schemas';
import { type ColumnRef, questionColumn } from '@/response-set/columns';
import type { SortDirection, SortSpec } from '@/response-set/sort';

type Props = {
  /** The questions shown as columns: the cards' answers. */
  questions: Question[];
  sort: SortSpec | null;
  onChange: (sort: SortSpec | null) => void;
};

const NEWEST = 'newest';

/** Sorting where there are no column headers to click (the phone's cards). */
export function SortSelect({ questions, sort, onChange }: Props) {
  const data = [
    { value: NEWEST, label: 'Newest first (as received)' },
    { value: 'submitted', label: 'Submitted' },
    { value: 'status', label: 'Status' },
    ...questions.map((question) => ({
      value: questionColumn(question.id),
      label: question.name || 'Untitled question',
    })),
  ];
  // A question sorted anew starts A to Z, smallest first.
  const direction = sort?.direction ?? 'asc';
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        label="Sort by"
        data={data}
        value={sort?.column ?? NEWEST}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 12rem' }}
        miw={0}
        onChange={(value) =>
          onChange(!value || value === NEWEST ? null : { column: value as ColumnRef, direction })
        }
      />
      <SegmentedControl<SortDirection>
        aria-label="Sort direction"
        // Unsorted is newest first, so Descending; Ascending turns it round: oldest first, by
        // the time each was submitted.
        value={sort ? sort.direction : 'desc'}
        onChange={(next) => {
          if (sort) onChange({ column: sort.column, direction: next });
          else if (next === 'asc') onChange({ column: 'submitted', direction: 'asc' });
        }}
        data={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
      />
    </Group>
  );
}
