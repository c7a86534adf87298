import type { AnswerRendererProps } from './answer-variant';
import { EmptyAnswer } from './empty-answer';
import { JsonAnswer } from './json-answer';
import { PlainText } from './plain-text';

/** SHORT_ANSWER, LONG_ANSWER, HIDDEN, PHONE_NUMBER and other free text. */
export function TextAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (typeof value !== 'string')
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  if (value.trim() === '') return <EmptyAnswer variant={variant} />;
  return <PlainText text={value} variant={variant} />;
}
