import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import type { Question } from '@/api/schemas';
import { type ColumnPrefs, moveQuestion, orderQuestions, toggleHidden } from './column-prefs';

type Props = {
  questions: Question[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
  onReset: () => void;
};

export function ColumnSettings({ questions, prefs, onChange, onReset }: Props) {
  const ordered = orderQuestions(questions, prefs);
  const hidden = new Set(prefs.hidden);
  const changed = prefs.order.length > 0 || prefs.hidden.length > 0;

  return (
    <Popover position="bottom-end" width={360} trapFocus withinPortal shadow="md">
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
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4}>
            {ordered.map((question, index) => (
              <Group key={question.id} gap={4} wrap="nowrap" justify="space-between">
                <Checkbox
                  size="xs"
                  label={question.name || 'Untitled question'}
                  checked={!hidden.has(question.id)}
                  onChange={() => onChange(toggleHidden(prefs, question.id))}
                  styles={{ label: { wordBreak: 'break-word' } }}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${question.name} left`}
                    disabled={index === 0}
                    onClick={() => onChange(moveQuestion(questions, prefs, question.id, -1))}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${question.name} right`}
                    disabled={index === ordered.length - 1}
                    onClick={() => onChange(moveQuestion(questions, prefs, question.id, 1))}
                  >
                    <IconArrowDown size={14} />
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
