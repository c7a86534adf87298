/** Seed data is dated relative to this instant, never to the clock, so it is reproducible. */
export const REFERENCE_DATE = Date.parse('2026-11-01T09:00:00Z');

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO 8601 date-time at second precision. */
export function isoAt(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function daysBefore(days: number, from = REFERENCE_DATE): number {
  return from - days * DAY;
}

/** `YYYY-MM-DD` in UTC. */
export function dayString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
