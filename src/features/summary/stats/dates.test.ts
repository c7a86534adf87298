import { dateRangeStats, dateStats, hourStats } from './dates';
import { answersTo, countsOf } from './test-support';
import { timeline, unitForSpan } from './timeline';

const DAY = 86_400_000;

describe('date statistics', () => {
  it('dates per day over a short span, gaps as 0, impossible days under Other', () => {
    const stat = dateStats(answersTo('day'));
    expect(stat.answered).toBe(3);
    expect(stat.timeline.unit).toBe('day');
    expect(stat.timeline.buckets).toHaveLength(9);
    expect(countsOf(stat.timeline.buckets.filter((bucket) => bucket.count > 0))).toEqual({
      'Mar 1, 2026': 2,
      'Mar 9, 2026': 1,
    });
    expect(stat.other).toEqual({ count: 1, examples: ['2026-02-30'] });
  });

  it('date ranges: starts on the timeline and the median length in days', () => {
    const stat = dateRangeStats(answersTo('trip'));
    expect(stat.answered).toBe(2);
    // 3 days and 1 day.
    expect(stat.medianDays).toBe(2);
  });

  it('times by hour of day', () => {
    const stat = hourStats(answersTo('at'));
    expect(stat.items).toHaveLength(24);
    expect(countsOf(stat.items.filter((item) => item.count > 0))).toEqual({
      '09:00': 2,
      '14:00': 1,
    });
    expect(stat.items[9]?.filter).toEqual({ column: 'q:at', op: 'hour', from: 9, to: 9 });
  });

  it('the unit follows the span: days, weeks from Monday, months', () => {
    expect(unitForSpan(0, 62 * DAY)).toBe('day');
    expect(unitForSpan(0, 200 * DAY)).toBe('week');
    expect(unitForSpan(0, 400 * DAY)).toBe('month');
    const weeks = timeline(
      new Map([
        ['2026-01-07', 2], // a Wednesday
        ['2026-01-11', 1], // the Sunday of the same week
        ['2026-05-01', 4],
      ]),
      'q:x',
      7,
    );
    expect(weeks.unit).toBe('week');
    expect(weeks.buckets[0]).toMatchObject({
      count: 3,
      filter: { op: 'dates', from: '2026-01-05', to: '2026-01-11' },
    });
    const months = timeline(
      new Map([
        ['2026-02-14', 1],
        ['2027-03-01', 1],
      ]),
      'q:x',
      2,
    );
    expect(months.buckets[0]?.filter).toEqual({
      column: 'q:x',
      op: 'dates',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(months.buckets).toHaveLength(14);
  });
});
