import { getNumberFormat } from './intl-cache';
import { resolveLocale } from './locale';

/** A finite number in the user's locale, without rounding away the respondent's decimals. */
export function formatNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return String(value);
  return getNumberFormat(resolveLocale(locale), { maximumFractionDigits: 20 }).format(value);
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
