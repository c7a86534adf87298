import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import { isFiniteNumber, toNumberRange } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatNumber, fullNumber } from './number-format';
import { TextAnswer } from './text-answer';
import { useMarks } from './marked-text';

/** NUMBER, SLIDER, LINEAR_SCALE. */
export function NumberAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  if (!isFiniteNumber(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <span className={answerTextClass(variant, { tabular: true })} title={fullNumber(value, locale)}>
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
  const [min, max] = [range.min, range.max].map((end) => fullNumber(end, locale));
  const title =
    min || max
      ? `${min ?? formatNumber(range.min, locale)} – ${max ?? formatNumber(range.max, locale)}`
      : undefined;
  return (
    <span className={answerTextClass(variant, { tabular: true })} title={title}>
      {mark(`${formatNumber(range.min, locale)} – ${formatNumber(range.max, locale)}`)}
    </span>
  );
}
