import { describe, expect, it } from 'vitest';
import { formatNumber, fullNumber } from './number-format';

describe('numbers too large or too small to write out', () => {
  it.each([
    [1e308, '1E308'],
    [1.7976931348623157e308, '1.797693E308'],
    [-2.5e20, '-2.5E20'],
    [1e15, '1E15'],
    [-1e-308, '-1E-308'],
    [1.5e-7, '1.5E-7'],
  ])('%d is written in scientific notation as %s', (value, shown) => {
    expect(formatNumber(value, 'en-US')).toBe(shown);
  });

  it('keeps the whole value for the title: digits for a huge one, JavaScript’s for a tiny one', () => {
    const digits = fullNumber(1e308, 'en-US')!;
    expect(digits.replace(/,/g, '')).toBe(`1${'0'.repeat(308)}`);
    expect(fullNumber(-1e-308, 'en-US')).toBe('-1e-308');
  });

  it('writes ordinary numbers out as before, with no title', () => {
    expect(formatNumber(999_999_999_999_999, 'en-US')).toBe('999,999,999,999,999');
    expect(formatNumber(0.000001, 'en-US')).toBe('0.000001');
    expect(formatNumber(0, 'en-US')).toBe('0');
    expect(fullNumber(123_456_789, 'en-US')).toBe(undefined);
    expect(fullNumber(0)).toBe(undefined);
  });
});
