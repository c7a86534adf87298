import { Button, Group, Pill, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconFilterPlus } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { describeFilter } from '@/response-set/describe-filter';
import type { Filter } from '@/response-set/filters';
import { EMPTY_DRAFT, filterToDraft, withFilter } from './filter-draft';
import { FilterEditor } from './filter-editor';

type Props = {
  /** Every question of the form, deleted ones included (a filter on a deleted question works). */
  questions: readonly Question[];
  /** The loaded rows of the current tab, for "is any of" options with their counts. */
  rows: readonly Submission[];
  filters: Filter[];
  onChange: (filters: Filter[]) => void;
};

/**
 * Redrawn only when what it shows changes: every search or sort reads the view from the URL
 * again, which gives equal filters in a new array, and redrawing the bar with its chips and
 * popover was a visible part of each change (docs/performance.md).
 */
const sameBar = (before: Props, after: Props) =>
  before.questions === after.questions &&
  before.rows === after.rows &&
  before.onChange === after.onChange &&
  JSON.stringify(before.filters) === JSON.stringify(after.filters);

/** The filter builder: "Add filter", one removable chip per filter, "Clear all". */
export const FilterBar = memo(function FilterBar({ questions, rows, filters, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  // The chip being edited, if the popover was opened from one.
  const [editing, setEditing] = useState<Filter | null>(null);
  // A new key per opening, so the editor starts from its draft each time.
  const [opening, setOpening] = useState(0);
  const titleId = useId();

  const open = (filter: Filter | null) => {
    setEditing(filter);
    setOpening((count) => count + 1);
    setOpened(true);
  };
  const apply = (filter: Filter) => {
    onChange(withFilter(filters, filter, editing ?? undefined));
    setOpened(false);
  };

  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Popover
        opened={opened}
        onChange={setOpened}
        trapFocus
        returnFocus
        position="bottom-start"
        width="min(22rem, calc(100vw - 2rem))"
        shadow="md"
      >
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterPlus size={16} aria-hidden />}
            aria-expanded={opened}
            onClick={() => (opened ? setOpened(false) : open(null))}
          >
            Add filter
          </Button>
        </Popover.Target>
        {/* Named by its own title: Mantine would name it after the "Add filter" button. */}
        <Popover.Dropdown aria-labelledby={titleId}>
          <Text id={titleId} fw={600} size="sm" mb="xs">
            {editing ? 'Edit filter' : 'Add a filter'}
          </Text>
          <FilterEditor
            key={opening}
            questions={questions}
            rows={rows}
            initial={editing ? filterToDraft(editing) : EMPTY_DRAFT}
            submitLabel={editing ? 'Apply' : 'Add'}
            onApply={apply}
          />
        </Popover.Dropdown>
      </Popover>
      {filters.map((filter, index) => {
        const text = describeFilter(filter, questions);
        return (
          <Pill
            key={`${filter.column} ${filter.op} ${index}`}
            size="md"
            maw="100%"
            // Outlined: in dark mode the pill's own background is the page's.
            bd="1px solid var(--mantine-color-default-border)"
            withRemoveButton
            onRemove={() => onChange(filters.filter((item) => item !== filter))}
            // Pill hides its remove button from keyboards and screen readers (inside PillsInput,
            // Backspace removes); here it is the only way to remove, so it is a real button.
            removeButtonProps={{
              'aria-label': `Remove filter: ${text}`,
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            <UnstyledButton
              fz="inherit"
              title={text}
              aria-label={`Edit filter: ${text}`}
              onClick={() => open(filter)}
            >
              {text}
            </UnstyledButton>
          </Pill>
        );
      })}
      {filters.length > 0 && (
        <Button variant="subtle" size="xs" onClick={() => onChange([])}>
          Clear all
        </Button>
      )}
    </Group>
  );
}, sameBar);
