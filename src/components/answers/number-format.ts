import { getNumberFormat } from './intl-cache';
import { resolveLocale } from './locale';

// Past these magnitudes a number is written in scientific notation ("1E308"): 1e308 written out
// is 309 digits that never wrap, and a tiny one would round to 0.
const LARGEST_PLAIN = 1e15;
const SMALLEST_PLAIN = 1e-6;

/** True for a number too large or too small in magnitude to be written out digit by digit. */
export function isExtremeNumber(value: number): boolean {
  const size = Math.abs(value);
  return Number.isFinite(value) && (size >= LARGEST_PLAIN || (size > 0 && size < SMALLEST_PLAIN));
}

/**
 * A finite number in the user's locale, without rounding away the respondent's decimals (or up to
 * `maximumFractionDigits`); a huge or tiny one in scientific notation with up to seven digits.
 */
export function formatNumber(value: number, locale?: string, maximumFractionDigits = 20): string {
  if (!Number.isFinite(value)) return String(value);
  const resolved = resolveLocale(locale);
  if (isExtremeNumber(value)) {
    return getNumberFormat(resolved, { notation: 'scientific', maximumFractionDigits: 6 }).format(
      value,
    );
  }
  return getNumberFormat(resolved, { maximumFractionDigits }).format(value);
}

/**
 * The whole value of a number shown in scientific notation (for its title), or undefined when
 * `formatNumber` already shows it whole: a huge one written out, a tiny one as JavaScript
 * writes it (a hundred decimals are not enough for 1e-300).
 */
export function fullNumber(value: number, locale?: string): string | undefined {
  if (!isExtremeNumber(value)) return undefined;
  if (Math.abs(value) < 1) return String(value);
  return getNumberFormat(resolveLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

// Decimal (SI) units, as file managers on most platforms show them.
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A byte count as e.g. "12.3 kB" or "4.5 MB"; null for a negative or non-finite size. */
export function formatFileSize(bytes: number, locale?: string): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < SIZE_UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return getNumberFormat(resolveLocale(locale), {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(size);
}
