import { isQuestionType, type QuestionType } from '@/contract/question-types';
import {
  isEmptyAnswer,
  isFiniteNumber,
  isStringArray,
  toDateRange,
  toFileList,
  toNumberRange,
  toPayment,
  type UploadedFile,
} from './answer-guards';
import { formatCalendarDate, formatWallTime } from './date-format';
import { genericText } from './generic-text';
import { formatMoney } from './money-format';
import { formatFileSize, formatNumber } from './number-format';
import { regionName } from './region-name';

// One function per answer family; each returns null when the value does not have
// the shape docs/api.md gives its type, and the generic rendering takes over.
type ToText = (value: unknown, locale?: string) => string | null;

const asString: ToText = (value) => (typeof value === 'string' ? value : null);
const asNumber: ToText = (value, locale) =>
  isFiniteNumber(value) ? formatNumber(value, locale) : null;

const asStringOrNumber: ToText = (value, locale) => asString(value) ?? asNumber(value, locale);

const asBoolean: ToText = (value) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null);

const asNumberRange: ToText = (value, locale) => {
  const range = toNumberRange(value);
  return range && `${formatNumber(range.min, locale)} – ${formatNumber(range.max, locale)}`;
};

const asDateRange: ToText = (value, locale) => {
  const range = toDateRange(value);
  if (!range) return null;
  const [start, end] = [
    formatCalendarDate(range.start, locale),
    formatCalendarDate(range.end, locale),
  ];
  return start && end ? `${start} – ${end}` : null;
};

const asList: ToText = (value) => (isStringArray(value) ? value.join(', ') : null);

const asRanking: ToText = (value) =>
  isStringArray(value) ? value.map((item, index) => `${index + 1}. ${item}`).join(', ') : null;

function fileText(file: UploadedFile, locale?: string): string {
  const size = file.size === null ? null : formatFileSize(file.size, locale);
  return size ? `${file.name} (${size})` : file.name;
}

const asFiles: ToText = (value, locale) =>
  toFileList(value)
    ?.map((file) => fileText(file, locale))
    .join(', ') ?? null;

const asCountry: ToText = (value, locale) =>
  typeof value === 'string' ? (regionName(value, locale) ?? value) : null;

const asPayment: ToText = (value, locale) => {
  const payment = toPayment(value);
  const money = payment && formatMoney(payment.amount, payment.currency, locale);
  if (!payment || !money) return null;
  return payment.status ? `${money} (${payment.status})` : money;
};

const TO_TEXT: Readonly<Record<QuestionType, ToText>> = {
  SHORT_ANSWER: asString,
  LONG_ANSWER: asString,
  EMAIL: asString,
  PHONE_NUMBER: asString,
  LINK: asString,
  HIDDEN: asString,
  CALCULATED_FIELD: asStringOrNumber,
  NUMBER: asNumber,
  SLIDER: asNumber,
  RATING: asNumber,
  LINEAR_SCALE: asNumber,
  RANGE_SLIDER: asNumberRange,
  SWITCH: asBoolean,
  CHECKBOX: asBoolean,
  DATE: (value, locale) => formatCalendarDate(value, locale),
  TIME: (value, locale) => formatWallTime(value, locale),
  DATE_RANGE: asDateRange,
  LIST_RADIO: asString,
  MULTIPLE_CHOICES: asString,
  DROPDOWN: asString,
  LIST_CHECKBOX: asList,
  MULTISELECT: asList,
  RANKING: asRanking,
  FILE_UPLOAD: asFiles,
  SIGNATURE: asFiles,
  COUNTRY: asCountry,
  PAYMENT: asPayment,
};

/** Question types are matched case-insensitively; anything else has no special rendering. */
export function normalizeType(type: unknown): string {
  return typeof type === 'string' ? type.trim().toUpperCase() : '';
}

/**
 * Readable text for an answer of any question type: for the table's tooltip, CSV
 * export and screen readers. "" for no answer (as AnswerView shows "No answer"). Respondents' own text (including
 * its line breaks) is left as is. Never throws.
 */
export function answerToText(type: string, value: unknown, locale?: string): string {
  if (isEmptyAnswer(value)) return '';
  const key = normalizeType(type);
  const toText = isQuestionType(key) ? TO_TEXT[key] : undefined;
  try {
    const text = toText?.(value, locale);
    if (typeof text === 'string') return text;
  } catch {
    // Fall through to the generic rendering.
  }
  return genericText(value, locale);
}
