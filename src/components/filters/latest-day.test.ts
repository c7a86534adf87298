import { localDay } from '@/response-set/filters';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { latestDay } from './latest-day';

describe('the day a date filter’s calendar opens on', () => {
  it('is the latest readable date of a date column (an unreadable one is skipped)', () => {
    expect(latestDay(ROWS, 'q:day', QUESTIONS)).toBe('2026-03-01');
  });

  it('is the local day of the newest submission for the submitted time', () => {
    expect(latestDay(ROWS, 'submitted', QUESTIONS)).toBe(localDay('2026-11-20T10:00:00Z'));
  });

  it('is none for a column that holds no dates, or rows without one', () => {
    expect(latestDay(ROWS, 'q:score', QUESTIONS)).toBeNull();
    expect(latestDay([], 'q:day', QUESTIONS)).toBeNull();
  });
});
