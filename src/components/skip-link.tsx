import type { ReactNode } from 'react';
import classes from './skip-link.module.css';

type Props = {
  targetId: string;
  /** Shown at the page's top left corner, over the header (the app's "Skip to content"). */
  pageCorner?: boolean;
  children: ReactNode;
};

/**
 * A link past a long stretch of controls (a table) to `targetId`, seen only when focused. It
 * moves the focus itself rather than following `#id`, which would put the id in the address.
 */
export function SkipLink({ targetId, pageCorner, children }: Props) {
  return (
    <a
      className={classes.link}
      data-page-corner={pageCorner || undefined}
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
