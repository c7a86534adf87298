import type { ComponentProps } from 'react';
import type { AnswerVariant } from './answer-variant';
import classes from './answer-span.module.css';

type Props = ComponentProps<'span'> & {
  variant: AnswerVariant;
  dimmed?: boolean;
  tabular?: boolean;
  truncate?: boolean;
};

type Look = { dimmed?: boolean; tabular?: boolean; truncate?: boolean; link?: boolean };

/** The classes of an answer's text at its variant's size (`sm` in a cell, `md` in full). */
export function answerTextClass(variant: AnswerVariant, look: Look = {}): string {
  const names = [
    classes.text,
    variant === 'cell' ? classes.sm : classes.md,
    look.dimmed && classes.dimmed,
    look.tabular && classes.tabular,
    look.truncate && classes.truncate,
    look.link && `${classes.link} mantine-focus-auto`,
  ];
  return names.filter(Boolean).join(' ');
}

/**
 * An answer's text at its variant's size: Mantine's `Text span` without its per-element style
 * pass, since a table page draws about a thousand of them.
 */
export function AnswerSpan({ variant, dimmed, tabular, truncate, className, ...rest }: Props) {
  const base = answerTextClass(variant, { dimmed, tabular, truncate });
  return <span {...rest} className={className ? `${base} ${className}` : base} />;
}
