import type { ComponentProps } from 'react';
import type { AnswerVariant } from './answer-variant';
import classes from './answer-span.module.css';

type Props = ComponentProps<'span'> & {
  variant: AnswerVariant;
  dimmed?: boolean;
  tabular?: boolean;
  truncate?: boolean;
};

/**
 * An answer's text at its variant's size (`sm` in a cell, `md` in full): Mantine's `Text span`
 * without its per-element style pass, since a table page draws about a thousand of them.
 */
export function AnswerSpan({ variant, dimmed, tabular, truncate, className, ...rest }: Props) {
  const names = [
    classes.text,
    variant === 'cell' ? classes.sm : classes.md,
    dimmed && classes.dimmed,
    tabular && classes.tabular,
    truncate && classes.truncate,
    className,
  ];
  return <span {...rest} className={names.filter(Boolean).join(' ')} />;
}
