import { getDateTimeFormat } from '@/components/answers/intl-cache';

/** The zone the browser runs in: the owner's, unless they choose UTC for an export. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type WallClock = [
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
];

/** What a clock in `timeZone` showed at `time`. */
function wallClock(time: number, timeZone: string): WallClock {
  const parts = getDateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT/;

/** The time of an API timestamp, or null for text that is not one. */
function parseTimestamp(text: string): number | null {
  const time = Date.parse(text);
  return ISO_TIMESTAMP.test(text) && !Number.isNaN(time) ? time : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2026-11-01 10:00:00`, as a clock in `timeZone` showed it; null for text that is not a time. */
export function zonedTimeText(text: string, timeZone: string): string | null {
  const time = parseTimestamp(text);
  if (time === null) return null;
  const [year, month, day, hour, minute, second] = wallClock(time, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * The same wall-clock time as a Date whose UTC fields hold it: a spreadsheet's dates have no
 * zone, and the XLSX writer writes a Date's UTC fields.
 */
export function zonedTimeAsDate(text: string, timeZone: string): Date | null {
  const time = parseTimestamp(text);
  if (time === null) return null;
  const [year, month, day, hour, minute, second] = wallClock(time, timeZone);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** The header of the submitted time's column, naming the zone its times are in. */
export const submittedHeader = (timeZone: string) => `Submitted (${timeZone})`;
