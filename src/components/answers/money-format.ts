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
  return format.format(minorAmount / 10 ** (currencyDigits(currency) ?? 2));
}

// Asked of Intl once per currency: the response set's filters read it for every row.
const digitsByCurrency = new Map<string, number | null>();

/**
 * The digits of a currency's minor unit: 2 for EUR (cents), 0 for JPY; null for an unusable
 * currency code. The API sends amounts in minor units.
 */
export function currencyDigits(currency: string): number | null {
  const known = digitsByCurrency.get(currency);
  if (known !== undefined) return known;
  let digits: number | null = null;
  if (CURRENCY_CODE.test(currency)) {
    try {
      const format = getNumberFormat('en', { style: 'currency', currency: currency.toUpperCase() });
      digits = format.resolvedOptions().maximumFractionDigits ?? null;
    } catch {
      digits = null;
    }
  }
  // Currency codes come from respondents' data, so the key space is not bounded.
  if (digitsByCurrency.size >= 200) digitsByCurrency.clear();
  digitsByCurrency.set(currency, digits);
  return digits;
}
