import {
  Button,
  Group,
  Popover,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { memo, useRef, useState } from 'react';
import type { Question } from '@/api/schemas';
import { comparableText } from '@/lib/comparable-text';
import {
  type ColumnPrefs,
  type Density,
  isCustomized,
  moveQuestion,
  orderQuestions,
  placeQuestion,
  setHidden,
  toggleHidden,
  togglePinned,
} from '@/features/submissions/columns/column-prefs';
import { ColumnRow } from './column-row';
import { SortableColumns, SortableRow } from './sortable-columns';

type Props = {
  questions: Question[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
  onReset: () => void;
};

const nameOf = (question: Question) => question.name || 'Untitled question';

// Memoized: its props change with the columns, not with the view (a search, sort or filter).
export const ColumnSettings = memo(function ColumnSettings({
  questions,
  prefs,
  onChange,
  onReset,
}: Props) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // A ref, not state: the whole list is not redrawn as a drag starts and ends.
  const dragging = useRef(false);
  const ordered = orderQuestions(questions, prefs);
  const hidden = new Set(prefs.hidden);
  const pinned = new Set(prefs.pinned);
  const needle = comparableText(search.trim());
  // Positions stay those of the whole list, so a move is one column whatever is searched.
  const listed = ordered
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => !needle || comparableText(nameOf(question)).includes(needle));
  const listedIds = listed.map(({ question }) => question.id);
  const scope = needle ? `these ${listed.length}` : 'all';

  return (
    <Popover
      position="bottom-end"
      width={380}
      trapFocus
      withinPortal
      shadow="md"
      opened={opened}
      // Escape during a drag cancels the drag (dnd-kit hears it after the popover), not the picker.
      onChange={(next) => setOpened(next || dragging.current)}
    >
      <Popover.Target>
        {/* A controlled popover's target does not toggle it by itself. */}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={14} />}
          onClick={() => setOpened((open) => !open)}
        >
          Columns{hidden.size > 0 ? ` (${hidden.size} hidden)` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            Columns
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={onReset}
            disabled={!isCustomized(prefs)}
          >
            Reset to default
          </Button>
        </Group>
        <SegmentedControl<Density>
          size="xs"
          fullWidth
          mb="xs"
          aria-label="Row density"
          data={[
            { value: 'compact', label: 'Compact rows' },
            { value: 'comfortable', label: 'Comfortable rows' },
          ]}
          value={prefs.density}
          onChange={(density) => onChange({ ...prefs, density })}
        />
        <TextInput
          type="search"
          size="xs"
          aria-label="Search columns"
          placeholder={`Search ${questions.length} columns`}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="xs"
        />
        <Group gap="xs" mb="xs">
          {(['Show', 'Hide'] as const).map((verb) => (
            <Button
              key={verb}
              size="compact-xs"
              variant="default"
              disabled={listed.length === 0}
              onClick={() => onChange(setHidden(prefs, listedIds, verb === 'Hide'))}
            >
              {verb} {scope}
            </Button>
          ))}
        </Group>
        <ScrollArea.Autosize mah={360}>
          <SortableColumns
            ordered={ordered}
            listedIds={listedIds}
            nameOf={nameOf}
            onPlace={(id, targetId) => onChange(placeQuestion(questions, prefs, id, targetId))}
            onDragging={(active) => {
              dragging.current = active;
            }}
          >
            <Stack gap={4}>
              {listed.length === 0 && (
                <Text size="sm" c="dimmed">
                  No column matches “{search.trim()}”.
                </Text>
              )}
              {listed.map(({ question, index }) => (
                <SortableRow key={question.id} id={question.id} name={nameOf(question)}>
                  <ColumnRow
                    question={question}
                    name={nameOf(question)}
                    shown={!hidden.has(question.id)}
                    pinned={pinned.has(question.id)}
                    first={index === 0}
                    last={index === ordered.length - 1}
                    onToggle={() => onChange(toggleHidden(prefs, question.id))}
                    onPin={() => onChange(togglePinned(prefs, question.id))}
                    onMove={(delta) => onChange(moveQuestion(questions, prefs, question.id, delta))}
                  />
                </SortableRow>
              ))}
            </Stack>
          </SortableColumns>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
});
