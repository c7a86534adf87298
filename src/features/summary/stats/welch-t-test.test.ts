import { summarizeNumbers } from './numbers';
import { type Moments, momentsOfCounts, welchTTest } from './welch-t-test';

const momentsOf = (numbers: number[]): Moments => summarizeNumbers(numbers)!;

describe("Welch's t-test", () => {
  it("matches R and SciPy on Student's sleep data", () => {
    // R: t.test(extra ~ group, data = sleep) → t = -1.8608, df = 17.776, p-value = 0.07939
    // SciPy 1.17: ttest_ind(a, b, equal_var=False) → -1.86081, p 0.0793941, df 17.7765
    const a = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const b = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const result = welchTTest(momentsOf(a), momentsOf(b));
    if (result.kind !== 'test') throw new Error('expected a test');
    expect(result.statistic.toPrecision(5)).toBe('-1.8608');
    expect(result.degreesOfFreedom.toPrecision(5)).toBe('17.776');
    expect(result.p.toPrecision(4)).toBe('0.07939');
  });

  it('reads a scale from its counts as from its numbers', () => {
    const numbers = [1, 2, 2, 3, 3, 3, 5, 5];
    const fromCounts = momentsOfCounts([
      { value: 1, count: 1 },
      { value: 2, count: 2 },
      { value: 3, count: 3 },
      { value: 5, count: 2 },
    ]);
    const fromNumbers = momentsOf(numbers);
    expect(fromCounts.count).toBe(8);
    expect(fromCounts.mean).toBeCloseTo(fromNumbers.mean, 12);
    expect(fromCounts.variance).toBeCloseTo(fromNumbers.variance, 12);
  });

  it('gives no test without two numbers in each group or without any spread', () => {
    expect(welchTTest(momentsOf([1]), momentsOf([1, 2, 3])).kind).toBe('no-test');
    expect(welchTTest(momentsOf([4, 4, 4]), momentsOf([4, 4])).kind).toBe('no-test');
  });
});
