import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatWallTime, parseCalendarDate } from './date-format';
import { formatMoney } from './money-format';
import { formatFileSize, formatNumber } from './number-format';
import { regionName } from './region-name';
import { resolveLocale } from './locale';

describe('calendar dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats YYYY-MM-DD as the same day in a time zone west of UTC', () => {
    process.env.TZ = 'Pacific/Honolulu';
    // Guard that the zone really applies here: the naive way shifts the day.
    const naive = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    expect(naive.format(new Date('2024-03-05'))).toBe('Mar 4, 2024');
    expect(formatCalendarDate('2024-03-05', 'en-US')).toBe('Mar 5, 2024');
  });

  it('formats YYYY-MM-DD as the same day in a time zone east of UTC', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatCalendarDate('2024-12-31', 'en-US')).toBe('Dec 31, 2024');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-3-5',
    '05/03/2024',
    '',
    20240305,
  ])('rejects %j', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
    expect(formatCalendarDate(value, 'en-US')).toBeNull();
  });

  it('keeps years before 100 as they are', () => {
    expect(formatCalendarDate('0044-03-15', 'en-US')).toBe('Mar 15, 44');
  });

  it('follows the locale', () => {
    expect(formatCalendarDate('2024-03-05', 'de-DE')).toBe('05.03.2024');
  });
});

describe('wall times', () => {
  it('formats HH:mm in the locale', () => {
    expect(formatWallTime('14:30', 'en-US')).toMatch(/^2:30\sPM$/);
    expect(formatWallTime('00:05', 'en-US')).toMatch(/^12:05\sAM$/);
    expect(formatWallTime('14:30', 'de-DE')).toBe('14:30');
  });

  it.each(['24:00', '12:60', '7:30', '14:30Z', 'noon', 1430])('rejects %j', (value) => {
    expect(formatWallTime(value, 'en-US')).toBeNull();
  });
});

describe('numbers, sizes, money, regions', () => {
  it('formats numbers without rounding decimals away', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(3.14159, 'en-US')).toBe('3.14159');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('formats file sizes in decimal units', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(12_300, 'en-US')).toBe('12.3 kB');
    expect(formatFileSize(2_500_000, 'en-US')).toBe('2.5 MB');
    expect(formatFileSize(-1, 'en-US')).toBeNull();
  });

  it('converts minor units using the currency’s own digits', () => {
    expect(formatMoney(1250, 'EUR', 'en-US')).toBe('€12.50');
    expect(formatMoney(1250, 'jpy', 'en-US')).toBe('¥1,250');
    expect(formatMoney(12345, 'KWD', 'en-US')).toMatch(/^KWD\s12\.345$/);
    expect(formatMoney(1250, 'EURO', 'en-US')).toBeNull();
    expect(formatMoney(1250, '<b>', 'en-US')).toBeNull();
  });

  it('names regions and rejects what is not a code', () => {
    expect(regionName('DE', 'en-US')).toBe('Germany');
    expect(regionName('fr', 'en-US')).toBe('France');
    expect(regionName('DE', 'de-DE')).toBe('Deutschland');
    expect(regionName('XX', 'en-US')).toBeNull();
    expect(regionName('ZZ', 'en-US')).toBeNull();
    expect(regionName('Germany', 'en-US')).toBeNull();
    expect(regionName(49, 'en-US')).toBeNull();
  });

  it('ignores a malformed locale instead of throwing', () => {
    expect(resolveLocale('not a locale!!')).not.toBe('not a locale!!');
    expect(() => formatNumber(1, 'not a locale!!')).not.toThrow();
    expect(resolveLocale('en-us')).toBe('en-US');
  });
});
