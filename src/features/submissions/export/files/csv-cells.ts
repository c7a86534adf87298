import {
  isFiniteNumber,
  isStringArray,
  toDateRange,
  toFileList,
  toPayment,
} from '@/components/answers/answer-guards';
import { genericText } from '@/components/answers/generic-text';
import { currencyDigits } from '@/components/answers/money-format';

// What one answer becomes in CSV cells: values a spreadsheet can compute with, and text that it
// never runs. The JSON export keeps the API's values as they are; this is the CSV's reading.

/**
 * OWASP's formula triggers (=, +, -, @, tab, carriage return), NUL (ASVS 1.2.10), and the
 * full-width forms that spreadsheets with an East Asian input method read as the same; also
 * after leading spaces (NBSP and the other Unicode spaces) or invisible characters (zero-width,
 * bidi marks, word joiner, BOM, soft hyphen), which some spreadsheets trim before they evaluate.
 */
const FORMULA_START =
  /^[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]*[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A phone number and nothing else: a plus, then digits with spaces, dots, hyphens or brackets. */
const PHONE = /^\+[0-9](?:[0-9 ().-]*[0-9])?$/;
const PHONE_DIGITS = { min: 6, max: 15 };

/**
 * Starts a phone number so that no spreadsheet reads it as a formula (its first character is
 * none of the triggers) and none shows a mark: U+2060 WORD JOINER is default-ignorable, so it
 * is not drawn. Only digits and punctuation follow, which cannot name a function or a link.
 */
export const PHONE_PREFIX = '\u2060';

/** Text as a cell that spreadsheets show and never evaluate: a trigger is prefixed with `'`. */
export function textCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** An amount in minor units as a plain number in major units: 1250 EUR → "12.50", exactly. */
export function majorUnits(amount: number, digits: number): string {
  if (!Number.isSafeInteger(amount)) return String(amount / 10 ** digits);
  if (digits === 0) return String(amount);
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Any other shape as readable text ("a: 1, b: [x, y]"), never "[object Object]". */
const readable = (value: unknown) => textCell(genericText(value, 'en-US'));

function valueCell(type: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number or a boolean is written as itself: a negative number is a number, not a formula.
  if (isFiniteNumber(value) || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    return type === 'PHONE_NUMBER' && isPhoneNumber(value)
      ? `${PHONE_PREFIX}${value}`
      : textCell(value);
  }
  if (isStringArray(value)) return textCell(value.join('; '));
  const range = type === 'DATE_RANGE' ? toDateRange(value) : null;
  // ISO 8601's own form for an interval.
  if (range) return textCell(`${range.start}/${range.end}`);
  return readable(value);
}

/** Question types written as more than one column, with the headers' suffixes after the first. */
export const EXTRA_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  FILE_UPLOAD: ['file names'],
  SIGNATURE: ['file names'],
  PAYMENT: ['currency', 'status'],
};

/** The cells of one answer: one, or as many as the type has columns (`EXTRA_COLUMNS`). */
export function answerCells(type: string, value: unknown): string[] {
  if (type === 'FILE_UPLOAD' || type === 'SIGNATURE') {
    const files = toFileList(value);
    if (!files) return [valueCell(type, value), ''];
    return [
      textCell(files.map((file) => file.url ?? '').join('; ')),
      textCell(files.map((file) => file.name).join('; ')),
    ];
  }
  if (type === 'PAYMENT') {
    const payment = toPayment(value);
    const digits = payment ? currencyDigits(payment.currency) : null;
    if (!payment || digits === null) return [valueCell(type, value), '', ''];
    return [
      majorUnits(payment.amount, digits),
      textCell(payment.currency),
      textCell(payment.status ?? ''),
    ];
  }
  return [valueCell(type, value)];
}
