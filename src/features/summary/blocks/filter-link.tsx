import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Props = {
  href: string | null;
  /** Within a sentence: underlined, as colour alone does not tell a link from dimmed text. */
  inText?: boolean;
  children: ReactNode;
};

/** A figure that opens the table on its responses, or the figure alone when no filter finds them. */
export function FilterLink({ href, inText = false, children }: Props) {
  if (!href) return children;
  return (
    <Anchor component={Link} to={href} inherit underline={inText ? 'always' : 'hover'}>
      {children}
    </Anchor>
  );
}
