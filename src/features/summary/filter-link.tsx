import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A figure that opens the table on its responses, or the figure alone when no filter finds them. */
export function FilterLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return children;
  return (
    <Anchor component={Link} to={href} inherit>
      {children}
    </Anchor>
  );
}
