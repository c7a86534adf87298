import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { AnswerSpan } from './answer-span';
import classes from './answer-span.module.css';
import { JsonAnswer } from './json-answer';

/** SWITCH, CHECKBOX: a check or a cross; in a cell the icon alone, named for screen readers. */
export function BooleanAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (typeof value !== 'boolean')
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const label = value ? 'Yes' : 'No';
  const Icon = value ? IconCheck : IconX;
  const color = `${classes.icon} ${value ? classes.yes : classes.no}`;
  if (variant === 'cell') {
    return (
      <span role="img" aria-label={label} className={color}>
        <Icon size={18} aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={classes.row}>
      <span className={color}>
        <Icon size={20} aria-hidden="true" />
      </span>
      <AnswerSpan variant={variant}>{label}</AnswerSpan>
    </span>
  );
}
