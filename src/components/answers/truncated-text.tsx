import { ActionIcon, Popover, ScrollArea, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { displayText } from '@/lib/display-text';
import { truncate } from './truncate';
import { MarkedText, useMarks } from './marked-text';
import { answerTextClass } from './answer-span';
import classes from './answer-span.module.css';

export const CELL_TEXT_LIMIT = 80;

// React events bubble out of portals too: a click here must not also activate a
// clickable table row around the cell.
const keepClickInside = (event: MouseEvent) => event.stopPropagation();

interface TruncatedTextProps {
  text: string;
  limit?: number;
}

/** Cell text cut short, with the whole text one click away in a scrollable popover. */
export function TruncatedText({ text, limit = CELL_TEXT_LIMIT }: TruncatedTextProps) {
  const mark = useMarks();
  const short = truncate(text, limit);
  if (short === null) {
    return (
      <span className={answerTextClass('cell')} dir="auto">
        {mark(text)}
      </span>
    );
  }
  return (
    <span className={`${classes.row} ${classes.tight}`}>
      <span className={answerTextClass('cell')} dir="auto">
        {mark(short)}
      </span>
      <Popover width={360} position="bottom-start" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Show full text"
            onClick={keepClickInside}
          >
            <IconDots size={14} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown onClick={keepClickInside}>
          <ScrollArea.Autosize mah={320} type="auto">
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <MarkedText text={displayText(text)} />
            </Text>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </span>
  );
}
