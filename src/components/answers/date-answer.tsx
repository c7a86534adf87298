import type { AnswerRendererProps } from './answer-variant';
import { AnswerSpan } from './answer-span';
import { toDateRange } from './answer-guards';
import { formatCalendarDate, formatWallTime } from './date-format';
import { JsonAnswer } from './json-answer';
import { MarkedText } from './marked-text';

/** A date or a time of day as formatted text, machine-readable in `dateTime`. */
function TimeValue({
  value,
  variant,
  locale,
  text,
}: AnswerRendererProps & { text: string | null }) {
  if (text === null || typeof value !== 'string') {
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  }
  return (
    <AnswerSpan variant={variant}>
      <time dateTime={value.trim()}>
        <MarkedText text={text} />
      </time>
    </AnswerSpan>
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
  const range = toDateRange(value);
  const start = range && formatCalendarDate(range.start, locale);
  const end = range && formatCalendarDate(range.end, locale);
  if (!range || !start || !end)
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <AnswerSpan variant={variant}>
      <time dateTime={range.start.trim()}>
        <MarkedText text={start} />
      </time>
      {' – '}
      <time dateTime={range.end.trim()}>
        <MarkedText text={end} />
      </time>
    </AnswerSpan>
  );
}
