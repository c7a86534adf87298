import { ActionIcon, Badge, Checkbox, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPin, IconPinFilled } from '@tabler/icons-react';
import type { Question } from '@/api/schemas';

type Props = {
  question: Question;
  name: string;
  shown: boolean;
  pinned: boolean;
  /** Whether it can move up (left) or down (right) at all. */
  first: boolean;
  last: boolean;
  onToggle: () => void;
  onPin: () => void;
  onMove: (delta: -1 | 1) => void;
};

/** One question in the column picker, beside its drag handle: show it, pin it, move it. */
export function ColumnRow({ question, name, shown, pinned, first, last, ...on }: Props) {
  const PinIcon = pinned ? IconPinFilled : IconPin;
  return (
    <>
      <Checkbox
        style={{ flex: 1 }}
        size="xs"
        label={
          <>
            {name}
            {question.is_deleted && (
              <Badge size="xs" color="gray" variant="outline" ml={6}>
                deleted
              </Badge>
            )}
          </>
        }
        checked={shown}
        onChange={on.onToggle}
        styles={{ label: { wordBreak: 'break-word' } }}
      />
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          size="sm"
          variant={pinned ? 'light' : 'subtle'}
          aria-label={`Pin ${name} (keep it at the left)`}
          aria-pressed={pinned}
          title={pinned ? 'Pinned at the left' : 'Pin at the left'}
          onClick={on.onPin}
        >
          <PinIcon size={14} aria-hidden />
        </ActionIcon>
        {/* Up in this list is left in the table; the labels say both. */}
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={`Move ${name} up (one column left)`}
          disabled={first}
          onClick={() => on.onMove(-1)}
        >
          <IconArrowUp size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={`Move ${name} down (one column right)`}
          disabled={last}
          onClick={() => on.onMove(1)}
        >
          <IconArrowDown size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </>
  );
}
