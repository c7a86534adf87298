import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import { regionName } from './region-name';
import { TextAnswer } from './text-answer';
import { useMarks } from './marked-text';

/** COUNTRY: an ISO 3166-1 alpha-2 code shown as the region's name, the code on hover. */
export function CountryAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  const name = regionName(value, locale);
  if (name === null || typeof value !== 'string') {
    return <TextAnswer value={value} variant={variant} locale={locale} />;
  }
  return (
    <span className={answerTextClass(variant)} title={value.trim().toUpperCase()}>
      {mark(name)}
    </span>
  );
}
