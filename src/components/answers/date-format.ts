import { getDateTimeFormat } from './intl-cache';
import { resolveLocale } from './locale';

// Answers carry calendar dates and wall-clock times without a zone. They are
// placed at UTC and formatted in UTC, so no viewer's time zone shifts the day.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch milliseconds of a real `YYYY-MM-DD` calendar date at UTC midnight, else null. */
export function parseCalendarDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to the 1900s.
  date.setUTCFullYear(year, month - 1, day);
  const roundTrips =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return roundTrips ? date.getTime() : null;
}

/** Epoch milliseconds of an `HH:mm` (or `HH:mm:ss`) time on 1970-01-01 UTC, else null. */
export function parseWallTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = WALL_TIME.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return Date.UTC(1970, 0, 1, hours, minutes, seconds);
}

export function formatCalendarDate(value: unknown, locale?: string): string | null {
  const time = parseCalendarDate(value);
  if (time === null) return null;
  return getDateTimeFormat(resolveLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    time,
  );
}

export function formatWallTime(value: unknown, locale?: string): string | null {
  const time = parseWallTime(value);
  if (time === null) return null;
  return getDateTimeFormat(resolveLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(time);
}
