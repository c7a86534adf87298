import { Text } from '@mantine/core';
import type { AnswerVariant } from './answer-variant';
import { TruncatedText } from './truncated-text';
import { MarkedText } from './marked-text';

interface PlainTextProps {
  text: string;
  variant: AnswerVariant;
}

/** Text as text (never HTML): cut short in a cell, whole with its line breaks in full. */
export function PlainText({ text, variant }: PlainTextProps) {
  if (variant === 'cell') return <TruncatedText text={text} />;
  return (
    <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <MarkedText text={text} />
    </Text>
  );
}
