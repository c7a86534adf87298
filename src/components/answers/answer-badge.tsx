import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** An answer's option or status as Mantine's Badge. */
export function AnswerBadge({
  children,
  size,
  look = { variant: 'light', color: 'primary' },
  upper = false,
  maxWidth,
  title,
  dir,
}: Props) {
  return (
    <Badge
      size={size}
      variant={look.variant}
      color={
        look.variant === 'outline' ? 'gray' : look.color === 'primary' ? undefined : look.color
      }
      tt={upper ? undefined : 'none'}
      maw={maxWidth}
      title={title}
      dir={dir}
    >
      {children}
    </Badge>
  );
}
