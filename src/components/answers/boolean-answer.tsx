import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { AnswerSpan } from './answer-span';
import classes from './answer-span.module.css';
import { JsonAnswer } from './json-answer';

// Made once: a redrawn cell keeps the very same icon element, and React skips it.
const ICONS = {
  cell: {
    yes: <IconCheck size={18} aria-hidden="true" />,
    no: <IconX size={18} aria-hidden="true" />,
  },
  full: {
    yes: <IconCheck size={20} aria-hidden="true" />,
    no: <IconX size={20} aria-hidden="true" />,
  },
};

/** SWITCH, CHECKBOX: a check or a cross; in a cell the icon alone, named for screen readers. */
export function BooleanAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (typeof value !== 'boolean')
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const label = value ? 'Yes' : 'No';
  const icon = ICONS[variant][value ? 'yes' : 'no'];
  const color = `${classes.icon} ${value ? classes.yes : classes.no}`;
  if (variant === 'cell') {
    return (
      <span role="img" aria-label={label} className={color}>
        {icon}
      </span>
    );
  }
  return (
    <span className={classes.row}>
      <span className={color}>{icon}</span>
      <AnswerSpan variant={variant}>{label}</AnswerSpan>
    </span>
  );
}
