import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { displayText } from '@/lib/display-text';
import type { AnswerVariant } from './answer-variant';
import { TruncatedText } from './truncated-text';
import { MarkedText } from './marked-text';

interface PlainTextProps {
  text: string;
  variant: AnswerVariant;
}

/**
 * Text as text (never HTML): cut short in a cell; in full with its line breaks, a huge one cut to
 * what a page lays out quickly, the rest behind "Show all".
 */
export function PlainText({ text, variant }: PlainTextProps) {
  const [whole, setWhole] = useState(false);
  if (variant === 'cell') return <TruncatedText text={text} />;
  const shown = whole ? text : displayText(text);
  const body = (
    <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <MarkedText text={shown} />
    </Text>
  );
  if (shown === text) return body;
  return (
    <Stack gap={4} align="flex-start">
      {body}
      <Button variant="subtle" size="compact-sm" onClick={() => setWhole(true)}>
        Show all {new Intl.NumberFormat().format(text.length)} characters
      </Button>
    </Stack>
  );
}
