import { isEmptyAnswer, toPayment } from '@/components/answers/answer-guards';
import type { Answers } from './answers';
import { counter, itemsByCount, otherCollector } from './tally';
import type { CountItem, Other } from './types';

export const NO_STATUS = 'No status';

export type PaymentStat = {
  kind: 'payment';
  answered: number;
  /** Per currency, in its minor unit as the API sends amounts (format with formatMoney). */
  totals: { currency: string; minor: number; count: number }[];
  /** Counts by status; each opens `anyOf` that status (payments without one open nothing). */
  byStatus: CountItem[];
  other: Other;
};

export function paymentStats(answers: Answers): PaymentStat {
  const totals = new Map<string, { minor: number; count: number }>();
  const statuses = counter();
  const others = otherCollector(answers.type);
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const payment = toPayment(value);
    if (!payment) {
      others.add(value);
      continue;
    }
    answered += 1;
    const currency = payment.currency.toUpperCase();
    const total = totals.get(currency) ?? { minor: 0, count: 0 };
    total.minor += payment.amount;
    total.count += 1;
    totals.set(currency, total);
    statuses.add(payment.status ?? NO_STATUS);
  }
  return {
    kind: 'payment',
    answered,
    totals: [...totals]
      .map(([currency, total]) => ({ currency, ...total }))
      .sort((a, b) => b.count - a.count),
    byStatus: itemsByCount(statuses.counts, {
      of: answered,
      filter: (status) =>
        status === NO_STATUS ? null : { column: answers.column, op: 'anyOf', values: [status] },
    }),
    other: others.other,
  };
}
