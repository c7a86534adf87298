import { Text, VisuallyHidden } from '@mantine/core';
import type { AnswerVariant } from './answer-variant';
import { textSize } from './answer-variant';

/** A muted dash, announced as "No answer" rather than as punctuation. */
export function EmptyAnswer({ variant }: { variant: AnswerVariant }) {
  return (
    <Text span c="dimmed" size={textSize(variant)}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>No answer</VisuallyHidden>
    </Text>
  );
}
