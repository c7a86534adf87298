import type { AnswerRendererProps } from './answer-variant';
import { EmptyAnswer } from './empty-answer';
import { genericText } from './generic-text';
import { PlainText } from './plain-text';

/** Any value at all, as readable text: the fallback for unknown types and wrong shapes. */
export function JsonAnswer({ value, variant, locale }: AnswerRendererProps) {
  const text = genericText(value, locale);
  if (text.trim() === '') return <EmptyAnswer variant={variant} />;
  return <PlainText text={text} variant={variant} />;
}
