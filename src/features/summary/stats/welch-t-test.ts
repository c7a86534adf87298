import tCdf from '@stdlib/stats-base-dists-t-cdf';

/** A group's numbers as the test needs them: how many, their mean and sample variance (n − 1). */
export type Moments = { count: number; mean: number; variance: number };

export type WelchResult =
  | { kind: 'test'; statistic: number; degreesOfFreedom: number; p: number }
  /** Fewer than two numbers in a group, or none of them differ: no spread to test against. */
  | { kind: 'no-test' };

/** Count, mean and sample variance of whole steps given as (step, how many) pairs. */
export function momentsOfCounts(counts: readonly { value: number; count: number }[]): Moments {
  let [count, sum] = [0, 0];
  for (const item of counts) {
    count += item.count;
    sum += item.value * item.count;
  }
  const mean = count > 0 ? sum / count : 0;
  let squares = 0;
  for (const item of counts) squares += item.count * (item.value - mean) ** 2;
  return { count, mean, variance: count > 1 ? squares / (count - 1) : 0 };
}

/**
 * Welch's two-sample t-test (unequal variances), two-sided, with the Welch–Satterthwaite degrees
 * of freedom, as R's `t.test` and SciPy's `ttest_ind(equal_var=False)` compute it.
 */
export function welchTTest(a: Moments, b: Moments): WelchResult {
  if (a.count < 2 || b.count < 2) return { kind: 'no-test' };
  const [spreadA, spreadB] = [a.variance / a.count, b.variance / b.count];
  const spread = spreadA + spreadB;
  if (!(spread > 0)) return { kind: 'no-test' };
  const statistic = (a.mean - b.mean) / Math.sqrt(spread);
  const degreesOfFreedom =
    spread ** 2 / (spreadA ** 2 / (a.count - 1) + spreadB ** 2 / (b.count - 1));
  const p = 2 * (1 - tCdf(Math.abs(statistic), degreesOfFreedom));
  return { kind: 'test', statistic, degreesOfFreedom, p: Math.min(1, p) };
}
