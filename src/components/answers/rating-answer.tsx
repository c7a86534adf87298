import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { AnswerSpan } from './answer-span';
import classes from './answer-span.module.css';
import { isFiniteNumber } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatNumber } from './number-format';
import { MarkedText } from './marked-text';

// The contract does not say how many stars a rating question has; five is the
// usual scale. A larger value is shown as a number rather than as a broken scale.
const STARS = 5;

function starIcon(position: number, value: number) {
  if (value >= position) return IconStarFilled;
  if (value >= position - 0.5) return IconStarHalfFilled;
  return IconStar;
}

/** RATING: read-only stars plus the number, announced as "4 out of 5 stars". */
export function RatingAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (!isFiniteNumber(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const number = formatNumber(value, locale);
  const size = variant === 'cell' ? 14 : 18;
  if (value < 0 || value > STARS) {
    return (
      <span className={`${classes.row} ${classes.tight}`}>
        <span className={`${classes.icon} ${classes.star}`} aria-hidden="true">
          <IconStarFilled size={size} />
        </span>
        <AnswerSpan variant={variant}>
          <MarkedText text={number} />
        </AnswerSpan>
      </span>
    );
  }
  const positions = Array.from({ length: STARS }, (_, index) => index + 1);
  return (
    <span className={classes.row}>
      <span
        role="img"
        aria-label={`${number} out of ${STARS} stars`}
        className={`${classes.icon} ${classes.star}`}
      >
        {positions.map((position) => {
          const Icon = starIcon(position, value);
          return <Icon key={position} size={size} aria-hidden="true" />;
        })}
      </span>
      <AnswerSpan variant={variant} aria-hidden="true">
        <MarkedText text={number} />
      </AnswerSpan>
    </span>
  );
}
