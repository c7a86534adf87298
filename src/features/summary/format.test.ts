import { describe, expect, it } from 'vitest';
import { questionColumn } from '@/response-set/columns';
import { formatDecimal, formatScore } from './format';
import { histogram } from './stats/histogram';

describe('the Summary’s figures of huge and tiny numbers', () => {
  it.each([1e308, -2.5e20, 1.5e-7])('writes %d in scientific notation', (value) => {
    expect(formatDecimal(value)).toMatch(/^-?\d(\.\d+)?E-?\d+$/);
  });

  it('keeps two decimals for ordinary figures', () => {
    expect(formatDecimal(1234.5678)).toBe(new Intl.NumberFormat().format(1234.57));
  });

  it('labels a histogram of 1e308 in scientific notation', () => {
    const summary = { count: 2, min: 1e308, max: 1e308, mean: 1e308, median: 1e308, variance: 0 };
    const [bin] = histogram([1e308, 1e308], summary, { column: questionColumn('q') });
    expect(bin?.label).toBe('1E308');
  });

  it('labels the bins of fractions up to 1e308 in scientific notation', () => {
    const summary = { count: 2, min: 0.5, max: 1e308, mean: 5e307, median: 5e307, variance: 0 };
    const bins = histogram([0.5, 1e308], summary, { column: questionColumn('q') });
    for (const bin of bins) expect(bin.label.length).toBeLessThan(40);
  });
});

describe('a whole score such as an NPS', () => {
  it('has the minus sign of the differences beside it, and no sign at zero', () => {
    expect([-24, -0.4, 0, 8.6, 100].map(formatScore)).toEqual(['−24', '0', '0', '9', '100']);
  });
});
