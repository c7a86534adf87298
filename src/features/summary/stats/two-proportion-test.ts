import normalCdf from '@stdlib/stats-base-dists-normal-cdf';

/** How many of a group said yes, of how many answered. */
export type Proportion = { yes: number; count: number };

export type TwoProportionResult =
  | { kind: 'test'; statistic: number; p: number }
  /** A group with no answers, or every answer the same in both: nothing to test. */
  | { kind: 'no-test' }
  /** Fewer than 5 expected yes or no in a group: the normal approximation would mislead. */
  | { kind: 'too-small' };

/**
 * The two-proportion z-test with a pooled proportion, two-sided (no continuity correction: the
 * square of z is R's `prop.test(correct = FALSE)` statistic).
 */
export function twoProportionTest(a: Proportion, b: Proportion): TwoProportionResult {
  if (a.count === 0 || b.count === 0) return { kind: 'no-test' };
  const pooled = (a.yes + b.yes) / (a.count + b.count);
  if (pooled === 0 || pooled === 1) return { kind: 'no-test' };
  const expected = [a.count, b.count].flatMap((count) => [count * pooled, count * (1 - pooled)]);
  if (expected.some((value) => value < 5)) return { kind: 'too-small' };
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / a.count + 1 / b.count));
  const statistic = (a.yes / a.count - b.yes / b.count) / spread;
  return { kind: 'test', statistic, p: 2 * (1 - normalCdf(Math.abs(statistic), 0, 1)) };
}
