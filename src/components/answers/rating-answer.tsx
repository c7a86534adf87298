import { IconStarFilled } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { answerTextClass } from './answer-span';
import classes from './answer-span.module.css';
import { isFiniteNumber } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatNumber } from './number-format';
import { useMarks } from './marked-text';
import { StarRow } from './star-row';

// The contract does not say how many stars a rating question has; five is the
// usual scale. A larger value is shown as a number rather than as a broken scale.
const STARS = 5;

/** RATING: read-only stars plus the number, announced as "4 out of 5 stars". */
export function RatingAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  if (!isFiniteNumber(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const number = formatNumber(value, locale);
  const size = variant === 'cell' ? 14 : 18;
  if (value < 0 || value > STARS) {
    return (
      <span className={`${classes.row} ${classes.tight}`}>
        <span className={`${classes.icon} ${classes.star}`} aria-hidden="true">
          <IconStarFilled size={size} />
        </span>
        <span className={answerTextClass(variant)}>{mark(number)}</span>
      </span>
    );
  }
  return (
    <span className={classes.row}>
      <span
        role="img"
        aria-label={`${number} out of ${STARS} stars`}
        className={`${classes.icon} ${classes.star}`}
      >
        <StarRow value={value} stars={STARS} size={size} />
      </span>
      <span className={answerTextClass(variant)} aria-hidden="true">
        {mark(number)}
      </span>
    </span>
  );
}
