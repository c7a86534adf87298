import type { ReactNode } from 'react';
import classes from './answer-badge.module.css';

export type BadgeColor = 'primary' | 'teal' | 'yellow' | 'red' | 'gray';

type Props = {
  children: ReactNode;
  size: 'xs' | 'sm' | 'md';
  /** `light` in a colour, or a grey `outline`. */
  look?: { variant: 'light'; color: BadgeColor } | { variant: 'outline' };
  /** Capitals, as Mantine's Badge writes them; option texts keep the respondent's case. */
  upper?: boolean;
  maxWidth?: number | string;
  title?: string;
  dir?: 'auto';
};

/** An answer's option or status as a badge that looks like Mantine's, without its style pass. */
export function AnswerBadge({
  children,
  size,
  look = { variant: 'light', color: 'primary' },
  upper = false,
  maxWidth,
  title,
  dir,
}: Props) {
  const names = [
    classes.badge,
    size !== 'md' && classes[size],
    look.variant === 'outline' && classes.outline,
    upper && classes.upper,
  ];
  return (
    <span
      className={names.filter(Boolean).join(' ')}
      data-color={look.variant === 'light' && look.color !== 'primary' ? look.color : undefined}
      style={maxWidth === undefined ? undefined : { maxWidth }}
      title={title}
      dir={dir}
    >
      <span className={classes.label}>{children}</span>
    </span>
  );
}
