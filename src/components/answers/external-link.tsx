import type { ReactNode } from 'react';
import { answerTextClass } from './answer-span';
import classes from './answer-span.module.css';
import type { AnswerVariant } from './answer-variant';

interface ExternalLinkProps {
  /** Must already have passed `safeHttpUrl`. */
  href: string;
  children: ReactNode;
  variant: AnswerVariant;
  truncate?: boolean;
  title?: string;
}

/** A link to a respondent-supplied address, opened in a new tab with no opener or referrer. */
export function ExternalLink({ href, children, variant, truncate, title }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={answerTextClass(variant, { truncate, link: true })}
      dir="auto"
      title={title}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
      <span className={classes.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
