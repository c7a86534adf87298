import type { AnswerRendererProps } from './answer-variant';
import { ExternalLink } from './external-link';
import { safeHttpUrl } from './safe-url';
import { TextAnswer } from './text-answer';
import { MarkedText } from './marked-text';

/**
 * An http(s) URL as a link, anything else as text. The link shows the parsed href,
 * not the raw text, so a look-alike (punycode) host shows as what it is.
 */
export function LinkAnswer({ value, variant, locale }: AnswerRendererProps) {
  const href = safeHttpUrl(value);
  if (href === null) return <TextAnswer value={value} variant={variant} locale={locale} />;
  const cell = variant === 'cell';
  return (
    <ExternalLink href={href} variant={variant} truncate={cell} title={cell ? href : undefined}>
      <MarkedText text={href} />
    </ExternalLink>
  );
}
