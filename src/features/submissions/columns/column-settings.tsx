import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Question } from '@/api/schemas';
import { foldText } from '@/response-set/fold';
import {
  type ColumnPrefs,
  moveQuestion,
  orderQuestions,
  setHidden,
  toggleHidden,
} from './column-prefs';

type Props = {
  questions: Question[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
  onReset: () => void;
};

const nameOf = (question: Question) => question.name || 'Untitled question';

export function ColumnSettings({ questions, prefs, onChange, onReset }: Props) {
  const [search, setSearch] = useState('');
  const ordered = orderQuestions(questions, prefs);
  const hidden = new Set(prefs.hidden);
  const changed = prefs.order.length > 0 || prefs.hidden.length > 0;
  const needle = foldText(search.trim());
  // Positions stay those of the whole list, so a move is one column whatever is searched.
  const listed = ordered
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => !needle || foldText(nameOf(question)).includes(needle));
  const listedIds = listed.map(({ question }) => question.id);
  const scope = needle ? `these ${listed.length}` : 'all';

  return (
    <Popover position="bottom-end" width={380} trapFocus withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} />}>
          Columns{hidden.size > 0 ? ` (${hidden.size} hidden)` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            Columns
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={onReset} disabled={!changed}>
            Reset to default
          </Button>
        </Group>
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
          <Stack gap={4}>
            {listed.length === 0 && (
              <Text size="sm" c="dimmed">
                No column matches “{search.trim()}”.
              </Text>
            )}
            {listed.map(({ question, index }) => (
              <Group key={question.id} gap={4} wrap="nowrap" justify="space-between">
                <Checkbox
                  size="xs"
                  label={
                    <>
                      {nameOf(question)}
                      {question.is_deleted && (
                        <Badge size="xs" color="gray" variant="outline" ml={6}>
                          deleted
                        </Badge>
                      )}
                    </>
                  }
                  checked={!hidden.has(question.id)}
                  onChange={() => onChange(toggleHidden(prefs, question.id))}
                  styles={{ label: { wordBreak: 'break-word' } }}
                />
                {/* Up in this list is left in the table; the labels say both. */}
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${nameOf(question)} up (one column left)`}
                    disabled={index === 0}
                    onClick={() => onChange(moveQuestion(questions, prefs, question.id, -1))}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${nameOf(question)} down (one column right)`}
                    disabled={index === ordered.length - 1}
                    onClick={() => onChange(moveQuestion(questions, prefs, question.id, 1))}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
