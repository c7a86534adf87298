import { describe, expect, it } from 'vitest';
import { isEmptyAnswer, toDateRange, toFileList, toNumberRange, toPayment } from './answer-guards';

describe('answer guards', () => {
  it('read only own properties, never inherited ones', () => {
    const inherited = Object.create({ start: '2024-01-01', end: '2024-01-02', min: 1, max: 2 });
    expect(toDateRange(inherited)).toBeNull();
    expect(toNumberRange(inherited)).toBeNull();
    expect(toFileList([Object.create({ name: 'x.pdf' })])).toBeNull();
    expect(toPayment(Object.create({ amount: 1, currency: 'EUR' }))).toBeNull();
  });

  it('accept the shapes of docs/api.md', () => {
    expect(toDateRange({ start: 'a', end: 'b' })).toEqual({ start: 'a', end: 'b' });
    expect(toNumberRange({ min: 20, max: 80 })).toEqual({ min: 20, max: 80 });
    expect(toFileList([{ name: 'a', url: 'u', mime_type: 'm', size: 3 }])).toEqual([
      { name: 'a', url: 'u', mimeType: 'm', size: 3 },
    ]);
    expect(toPayment({ amount: 1250, currency: 'EUR', status: 'paid' })).toEqual({
      amount: 1250,
      currency: 'EUR',
      status: 'paid',
    });
  });

  it('reject near misses', () => {
    expect(toNumberRange({ min: '20', max: 80 })).toBeNull();
    expect(toNumberRange([20, 80])).toBeNull();
    expect(toFileList([])).toBeNull();
    expect(toFileList([{ name: 'a' }, 'b'])).toBeNull();
    expect(toFileList({ name: 'a' })).toBeNull();
    expect(toPayment({ amount: '12.50', currency: 'EUR' })).toBeNull();
  });

  it('ignore ill-typed optional file fields', () => {
    expect(toFileList([{ name: 'a', url: 5, mime_type: {}, size: -1 }])).toEqual([
      { name: 'a', url: null, mimeType: null, size: null },
    ]);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \n', true],
    [[], true],
    [0, false],
    [false, false],
    [{}, false],
    ['x', false],
  ])('isEmptyAnswer(%j) is %j', (value, empty) => {
    expect(isEmptyAnswer(value)).toBe(empty);
  });
});
