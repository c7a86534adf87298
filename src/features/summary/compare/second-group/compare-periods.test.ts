import { daysBetween, previousPeriod, quickPeriod } from './compare-periods';

describe('periods to compare', () => {
  it('gives the days just before a range, as many of them', () => {
    expect(previousPeriod({ from: '2026-11-10', to: '2026-11-16' })).toEqual({
      from: '2026-11-03',
      to: '2026-11-09',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('gives the calendar months before whole months', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('refuses a range that is not one', () => {
    expect(previousPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(previousPeriod({ from: '2026-03-02', to: '2026-03-01' })).toBeNull();
  });

  it('picks this week from Monday, this month and this quarter', () => {
    // 2026-11-27 is a Friday.
    expect(quickPeriod('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(quickPeriod('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickPeriod('quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(previousPeriod(quickPeriod('quarter', '2026-11-27')!)).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
  });

  it('counts the days that overlay one period on the other', () => {
    expect(
      daysBetween({ from: '2026-10-01', to: '2026-10-31' }, { from: '2026-11-01', to: '' }),
    ).toBe(31);
  });
});
