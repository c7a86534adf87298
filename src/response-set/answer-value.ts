import type { Submission } from '@/api/schemas';
import {
  isEmptyAnswer,
  isFiniteNumber,
  isStringArray,
  toDateRange,
  toFileList,
  toNumberRange,
  toPayment,
} from '@/components/answers/answer-guards';
import { parseWallTime } from '@/components/answers/date-format';
import type { ColumnKind, ColumnRef } from './columns';
import { questionIdOf } from './columns';

/**
 * How to read the raw answer in a column, worked out once for a pass over many rows: only the
 * submission's own key counts (not `toString`…).
 */
export function cellReader(column: ColumnRef): (row: Submission) => unknown {
  if (column === 'submitted') return (row) => row.created_at;
  if (column === 'status') return (row) => row.is_partial;
  const id = questionIdOf(column) ?? '';
  return (row) => {
    const value = row.responses[id];
    // One lookup for most answers; an inherited property ("toString") is no answer.
    return value === undefined || Object.hasOwn(row.responses, id) ? value : undefined;
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The value a column compares by, when the answer has its type's shape (docs/api.md): a number
 * or a string that orders correctly as it is (dates, comparable texts are compared by the
 * caller). `undefined` when the answer does not have that shape, `null` when there is none.
 */
export function typedValue(kind: ColumnKind, value: unknown): number | string | null | undefined {
  if (kind !== 'status' && isEmptyAnswer(value)) return null;
  switch (kind) {
    case 'number':
      return isFiniteNumber(value) ? value : undefined;
    case 'range':
      return toNumberRange(value)?.min;
    case 'boolean':
    case 'status':
      return typeof value === 'boolean' ? Number(value) : undefined;
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? value : undefined;
    case 'dateRange': {
      const start = toDateRange(value)?.start;
      return start !== undefined && DATE.test(start) ? start : undefined;
    }
    case 'time': {
      // HH:mm and HH:mm:ss (both shown as times) as seconds of the day, so that they sort
      // together; an hour past 23 is no time and sorts by its text.
      const time = parseWallTime(value);
      return time === null ? undefined : time / 1000;
    }
    case 'submitted': {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(time) ? undefined : time;
    }
    case 'payment':
      return toPayment(value)?.amount;
    case 'files':
      return toFileList(value)?.[0]?.name;
    case 'multi':
      return isStringArray(value) ? value.join(', ') : undefined;
    case 'text':
    case 'choice':
      return typeof value === 'string' ? value : undefined;
  }
}
