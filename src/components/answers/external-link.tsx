import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExternalLinkProps {
  /** Must already have passed `safeHttpUrl`. */
  href: string;
  children: ReactNode;
  size?: 'sm' | 'md';
  truncate?: boolean;
  title?: string;
}

/** A link to a respondent-supplied address, opened in a new tab with no opener or referrer. */
export function ExternalLink({ href, children, size, truncate, title }: ExternalLinkProps) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      dir="auto"
      title={title}
      truncate={truncate ? 'end' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
