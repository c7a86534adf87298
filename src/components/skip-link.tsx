import type { ReactNode } from 'react';
import classes from './skip-link.module.css';

type Props = { targetId: string; children: ReactNode };

/**
 * A link past a long stretch of controls (a table) to `targetId`, seen only when focused. It
 * moves the focus itself rather than following `#id`, which would put the id in the address.
 */
export function SkipLink({ targetId, children }: Props) {
  return (
    <a
      className={classes.link}
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
