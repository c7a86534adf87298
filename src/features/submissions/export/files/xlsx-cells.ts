import type { Cell } from 'write-excel-file/browser';
import type { Question, Submission } from '@/api/schemas';
import {
  isFiniteNumber,
  isStringArray,
  toDateRange,
  toFileList,
  toPayment,
} from '@/components/answers/answer-guards';
import { genericText } from '@/components/answers/generic-text';
import { answerFor } from '@/features/submissions/answer-for';
import { currencyDigits } from '@/components/answers/money-format';
import { zonedTimeAsDate } from './export-time-zone';

// The XLSX's reading of an answer: the CSV's columns, as typed cells. Numbers are numbers, dates
// dates, yes/no booleans; text is a text cell, which a spreadsheet never runs as a formula.

const DATE_ONLY = /^\d{4}-\d\d-\d\d$/;
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const dateCell = (value: Date, format: string): Cell => ({ value, type: Date, format });

function valueCell(type: string, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (isFiniteNumber(value) || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const day = type === 'DATE' && DATE_ONLY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    return day && !Number.isNaN(day.getTime()) ? dateCell(day, DATE_FORMAT) : value;
  }
  if (isStringArray(value)) return value.join('; ');
  const range = type === 'DATE_RANGE' ? toDateRange(value) : null;
  if (range) return `${range.start}/${range.end}`;
  return genericText(value, 'en-US');
}

/** The cells of one answer, as many as its CSV columns (`EXTRA_COLUMNS`). */
function answerCells(type: string, value: unknown): Cell[] {
  if (type === 'FILE_UPLOAD' || type === 'SIGNATURE') {
    const files = toFileList(value);
    if (!files) return [valueCell(type, value), null];
    return [
      files.map((file) => file.url ?? '').join('; '),
      files.map((file) => file.name).join('; '),
    ];
  }
  if (type === 'PAYMENT') {
    const payment = toPayment(value);
    const digits = payment ? currencyDigits(payment.currency) : null;
    if (!payment || digits === null) return [valueCell(type, value), null, null];
    return [payment.amount / 10 ** digits, payment.currency, payment.status ?? null];
  }
  return [valueCell(type, value)];
}

/** The XLSX's rows: id, time (in `timeZone`) and status, then each question's column(s). */
export function xlsxRows(
  questions: readonly Question[],
  submissions: readonly Submission[],
  timeZone: string,
): Cell[][] {
  return submissions.map((submission) => {
    const submitted = zonedTimeAsDate(submission.created_at, timeZone);
    return [
      submission.id,
      submitted ? dateCell(submitted, DATE_TIME_FORMAT) : submission.created_at,
      submission.is_partial ? 'Partial' : 'Completed',
      ...questions.flatMap((question) =>
        answerCells(question.type, answerFor(submission, question.id)),
      ),
    ];
  });
}
