import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import { toDateRange } from './answer-guards';
import { formatCalendarDate, formatWallTime } from './date-format';
import { JsonAnswer } from './json-answer';
import { useMarks } from './marked-text';

/** A date or a time of day as formatted text, machine-readable in `dateTime`. */
function TimeValue({
  value,
  variant,
  locale,
  text,
}: AnswerRendererProps & { text: string | null }) {
  const mark = useMarks();
  if (text === null || typeof value !== 'string') {
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  }
  return (
    <span className={answerTextClass(variant)}>
      <time dateTime={value.trim()}>{mark(text)}</time>
    </span>
  );
}

/** DATE: `YYYY-MM-DD` in the user's locale. */
export function DateAnswer(props: AnswerRendererProps) {
  return <TimeValue {...props} text={formatCalendarDate(props.value, props.locale)} />;
}

/** TIME: `HH:mm` as the user's locale writes a time of day. */
export function TimeAnswer(props: AnswerRendererProps) {
  return <TimeValue {...props} text={formatWallTime(props.value, props.locale)} />;
}

/** DATE_RANGE: `{start, end}` as "start – end". */
export function DateRangeAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  const range = toDateRange(value);
  const start = range && formatCalendarDate(range.start, locale);
  const end = range && formatCalendarDate(range.end, locale);
  if (!range || !start || !end)
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <span className={answerTextClass(variant)}>
      <time dateTime={range.start.trim()}>{mark(start)}</time>
      {' – '}
      <time dateTime={range.end.trim()}>{mark(end)}</time>
    </span>
  );
}
