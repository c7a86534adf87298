import type { AnswerRendererProps } from './answer-variant';
import { AnswerBadge, type BadgeColor } from './answer-badge';
import { answerTextClass } from './answer-span';
import classes from './answer-span.module.css';
import { toPayment } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatMoney } from './money-format';
import { useMarks } from './marked-text';

// Statuses the dashboard can colour; any other status is shown as given, in grey.
const STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  paid: 'teal',
  succeeded: 'teal',
  completed: 'teal',
  pending: 'yellow',
  processing: 'yellow',
  failed: 'red',
  canceled: 'red',
  cancelled: 'red',
  refunded: 'gray',
};

function statusColor(status: string): BadgeColor {
  const key = status.toLowerCase();
  return Object.prototype.hasOwnProperty.call(STATUS_COLORS, key)
    ? (STATUS_COLORS[key] ?? 'gray')
    : 'gray';
}

/** PAYMENT: `{amount, currency, status}`, the amount in the currency's minor unit. */
export function PaymentAnswer({ value, variant, locale }: AnswerRendererProps) {
  const mark = useMarks();
  const payment = toPayment(value);
  const money = payment && formatMoney(payment.amount, payment.currency, locale);
  if (!payment || !money) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  return (
    <span className={classes.row}>
      <span className={answerTextClass(variant, { tabular: true })}>{mark(money)}</span>
      {payment.status && (
        <AnswerBadge
          size={variant === 'cell' ? 'xs' : 'sm'}
          look={{ variant: 'light', color: statusColor(payment.status) }}
          upper
          maxWidth={160}
          title={payment.status}
        >
          {mark(payment.status)}
        </AnswerBadge>
      )}
    </span>
  );
}
