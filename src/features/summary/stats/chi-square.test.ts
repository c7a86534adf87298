import { chiSquareTest, describeDifference, formatP } from './chi-square';

const testOf = (table: number[][]) => {
  const result = chiSquareTest(table);
  if (result.kind !== 'test') throw new Error(`expected a test, got ${result.kind}`);
  return result;
};

describe('chi-square test of independence', () => {
  it('matches R on Agresti (2007) party identification by gender', () => {
    // R: chisq.test(matrix(c(762, 327, 468, 484, 239, 477), nrow = 2, byrow = TRUE))
    // X-squared = 30.07, df = 2, p-value = 2.954e-07
    const result = testOf([
      [762, 327, 468],
      [484, 239, 477],
    ]);
    expect(result.statistic.toPrecision(4)).toBe('30.07');
    expect(result.degreesOfFreedom).toBe(2);
    expect(result.p.toPrecision(4)).toBe('2.954e-7');
  });

  it('works a 2 × 2 table by hand, without continuity correction', () => {
    // Expected 10.419, 8.581, 6.581, 5.419: 0.2399 + 0.2913 + 0.3798 + 0.4613 = 1.372.
    const result = testOf([
      [12, 7],
      [5, 7],
    ]);
    expect(result.statistic.toPrecision(4)).toBe('1.372');
    expect(result.degreesOfFreedom).toBe(1);
  });

  it('finds no difference where every row has the same shares', () => {
    expect(
      chiSquareTest([
        [10, 20, 30],
        [20, 40, 60],
      ]),
    ).toEqual({ kind: 'test', statistic: 0, degreesOfFreedom: 2, p: 1 });
  });

  it('gives no p-value when expected counts are too small (Cochran)', () => {
    expect(
      chiSquareTest([
        [3, 1],
        [1, 3],
      ]),
    ).toEqual({ kind: 'too-small' });
  });

  it('leaves empty rows and columns out, and says when nothing is left to compare', () => {
    const withEmpty = testOf([
      [762, 0, 327, 468],
      [0, 0, 0, 0],
      [484, 0, 239, 477],
    ]);
    expect(withEmpty.statistic.toPrecision(4)).toBe('30.07');
    expect(chiSquareTest([[10, 20, 30]])).toEqual({ kind: 'no-test' });
    expect(chiSquareTest([])).toEqual({ kind: 'no-test' });
  });

  it('says the finding in words with its figure', () => {
    expect(describeDifference(0.00312)).toBe('likely a real difference (p = 0.0031)');
    expect(describeDifference(0.41)).toBe('could be chance (p = 0.41)');
    expect(formatP(2.954e-7)).toBe('p < 0.001');
  });
});
