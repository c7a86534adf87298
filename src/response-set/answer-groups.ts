import { isStringArray, toNumberRange } from '@/components/answers/answer-guards';

// How the Summary groups answers and how the filters its figures open read them: one
// definition each, so that a figure's count is exactly what its filter finds.

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The hour (0–23) of a TIME answer `HH:MM` or `HH:MM:SS`, or null for anything else. */
export function hourOf(value: unknown): number | null {
  return typeof value === 'string' && TIME.test(value) ? Number(value.slice(0, 2)) : null;
}

export type NpsGroup = 'promoters' | 'passives' | 'detractors';

/** The answers of each NPS group, both ends included. */
export const NPS_GROUPS: Readonly<Record<NpsGroup, { from: number; to: number }>> = {
  promoters: { from: 9, to: 10 },
  passives: { from: 7, to: 8 },
  detractors: { from: 0, to: 6 },
};

/** A step of a 0–10 scale: a whole number from 0 to 10 (4.5 or −1 is no step of any scale). */
export const isScaleStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10;

/** The option a RANKING answer puts first, or null when it is no list or starts with a blank. */
export function rankedFirstOf(value: unknown): string | null {
  const first = isStringArray(value) ? value[0] : undefined;
  return first === undefined || first.trim() === '' ? null : first;
}

export type RangeEnd = 'lower' | 'upper';

/** One end of a RANGE_SLIDER answer; null unless both ends are numbers, the lower not above. */
export function rangeEndOf(value: unknown, end: RangeEnd): number | null {
  const range = toNumberRange(value);
  if (!range || range.min > range.max) return null;
  return end === 'lower' ? range.min : range.max;
}
