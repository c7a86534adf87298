import type { AnswerVariant } from './answer-variant';
import { AnswerSpan } from './answer-span';
import classes from './answer-span.module.css';

/** A muted dash, announced as "No answer" rather than as punctuation. */
export function EmptyAnswer({ variant }: { variant: AnswerVariant }) {
  return (
    <AnswerSpan variant={variant} dimmed>
      <span aria-hidden="true">—</span>
      <span className={classes.visuallyHidden}>No answer</span>
    </AnswerSpan>
  );
}
