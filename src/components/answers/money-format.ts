import { getNumberFormat } from './intl-cache';
import { resolveLocale } from './locale';

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * An amount in the currency's minor unit (cents for EUR, yen for JPY) as money in
 * the user's locale, e.g. 1250 EUR → "€12.50". Null for an unusable currency code.
 */
export function formatMoney(minorAmount: number, currency: string, locale?: string): string | null {
  if (!Number.isFinite(minorAmount) || !CURRENCY_CODE.test(currency)) return null;
  let format: Intl.NumberFormat;
  try {
    format = getNumberFormat(resolveLocale(locale), {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
  } catch {
    return null;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorAmount / 10 ** digits);
}
