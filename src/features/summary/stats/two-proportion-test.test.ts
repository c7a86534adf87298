import { chiSquareTest } from './chi-square';
import { twoProportionTest } from './two-proportion-test';

describe('the two-proportion z-test', () => {
  it('matches R on 45 of 100 against 30 of 100', () => {
    // R: prop.test(c(45, 30), c(100, 100), correct = FALSE) → X-squared = 4.8, p-value = 0.02846
    // SciPy 1.17: z = 0.15 / sqrt(0.375 · 0.625 · 2 / 100) = 2.19089, 2 · norm.sf(z) = 0.0284597
    const result = twoProportionTest({ yes: 45, count: 100 }, { yes: 30, count: 100 });
    if (result.kind !== 'test') throw new Error('expected a test');
    expect(result.statistic.toPrecision(6)).toBe('2.19089');
    expect((result.statistic ** 2).toPrecision(3)).toBe('4.80');
    expect(result.p.toPrecision(4)).toBe('0.02846');
  });

  it("agrees with Pearson's chi-square on the same 2 × 2 table", () => {
    // SciPy 1.17: 83 of 120 against 61 of 110 → z = 2.14697, p = 0.0317960
    const result = twoProportionTest({ yes: 83, count: 120 }, { yes: 61, count: 110 });
    const chi = chiSquareTest([
      [83, 37],
      [61, 49],
    ]);
    if (result.kind !== 'test' || chi.kind !== 'test') throw new Error('expected tests');
    expect(result.p.toPrecision(4)).toBe('0.03180');
    expect(result.p).toBeCloseTo(chi.p, 12);
    expect(result.statistic.toPrecision(6)).toBe('2.14697');
  });

  it('says the groups are too small below 5 expected, and gives no test without answers', () => {
    expect(twoProportionTest({ yes: 2, count: 6 }, { yes: 5, count: 8 }).kind).toBe('too-small');
    expect(twoProportionTest({ yes: 0, count: 0 }, { yes: 5, count: 8 }).kind).toBe('no-test');
    expect(twoProportionTest({ yes: 9, count: 9 }, { yes: 20, count: 20 }).kind).toBe('no-test');
  });
});
