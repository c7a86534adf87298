import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import { isFiniteNumber, toNumberRange } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatNumber } from './number-format';
import { TextAnswer } from './text-answer';
import { useMarks } from './marked-text';

/** NUMBER, SLIDER, LINEAR_SCALE. */
export function NumberAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  if (!isFiniteNumber(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <span className={answerTextClass(variant, { tabular: true })}>
      {mark(formatNumber(value, locale))}
    </span>
  );
}

/** A calculated field yields a number or a text, depending on its formula. */
export function CalculatedAnswer(props: AnswerRendererProps) {
  return isFiniteNumber(props.value) ? <NumberAnswer {...props} /> : <TextAnswer {...props} />;
}

/** RANGE_SLIDER's two handles, e.g. "20 – 80". */
export function RangeAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  const range = toNumberRange(value);
  if (!range) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <span className={answerTextClass(variant, { tabular: true })}>
      {mark(`${formatNumber(range.min, locale)} – ${formatNumber(range.max, locale)}`)}
    </span>
  );
}
