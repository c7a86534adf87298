import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import { safeMailto } from './safe-url';
import { TextAnswer } from './text-answer';
import { useMarks } from './marked-text';

/** A plausible single address as a `mailto:` link; anything else as text. */
export function EmailAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  const href = safeMailto(value);
  if (href === null || typeof value !== 'string') {
    return <TextAnswer value={value} variant={variant} locale={locale} />;
  }
  const address = value.trim();
  const cell = variant === 'cell';
  return (
    <a
      href={href}
      className={answerTextClass(variant, { truncate: cell, link: true })}
      title={cell ? address : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {mark(address)}
    </a>
  );
}
