import type { Question } from '@/api/schemas';
import { formatCalendarDate } from '@/components/answers/date-format';
import { formatNumber } from '@/components/answers/number-format';
import { type ColumnKind, type ColumnRef, questionIdOf } from './columns';
import type { Filter } from './filters';
import { kindOfColumn } from './sort';

/** A column's name as the table heads it; a question no longer listed is named by its id. */
export function columnName(column: ColumnRef, questions: readonly Question[]): string {
  if (column === 'submitted') return 'Submitted';
  if (column === 'status') return 'Status';
  const id = questionIdOf(column) ?? '';
  const question = questions.find((item) => item.id === id);
  return question ? question.name || 'Untitled question' : id;
}

/** What "any of" means for a column: one choice, one of several, a payment's status. */
export function anyOfWords(kind: ColumnKind): string {
  if (kind === 'multi') return 'contains any of';
  if (kind === 'payment') return 'status is any of';
  return 'is any of';
}

export function betweenWords(kind: ColumnKind): string {
  return kind === 'payment' ? 'amount between' : 'between';
}

const day = (value: string) => formatCalendarDate(value) ?? value;

function rangeWords(filter: Extract<Filter, { op: 'between' }>, kind: ColumnKind): string {
  const amount = kind === 'payment' ? 'amount ' : '';
  const { min, max } = filter;
  if (min !== null && max !== null) {
    return `${betweenWords(kind)} ${formatNumber(min)} and ${formatNumber(max)}`;
  }
  if (min !== null) return `${amount}at least ${formatNumber(min)}`;
  if (max !== null) return `${amount}at most ${formatNumber(max)}`;
  return `${amount}is any number`;
}

function datesWords(filter: Extract<Filter, { op: 'dates' }>): string {
  const { from, to } = filter;
  if (from !== null && to !== null) {
    return from === to ? `on ${day(from)}` : `from ${day(from)} to ${day(to)}`;
  }
  if (from !== null) return `from ${day(from)}`;
  if (to !== null) return `until ${day(to)}`;
  return 'on any date';
}

function operatorWords(filter: Filter, kind: ColumnKind): string {
  switch (filter.op) {
    case 'contains':
      return `contains "${filter.text}"`;
    case 'answered':
      return 'is answered';
    case 'notAnswered':
      return 'is not answered';
    case 'anyOf':
      return `${anyOfWords(kind)} ${filter.values.join(', ')}`;
    case 'allOf':
      return `contains all of ${filter.values.join(', ')}`;
    case 'between':
      return rangeWords(filter, kind);
    case 'dates':
      return datesWords(filter);
    case 'is':
      return filter.value ? 'is yes' : 'is no';
    case 'hasFile':
      return filter.value ? 'has a file' : 'has no file';
  }
}

/** A filter in words, for its chip: `Plan is any of Pro, Team`, `Score between 2 and 7`. */
export function describeFilter(filter: Filter, questions: readonly Question[]): string {
  const kind = kindOfColumn(filter.column, questions);
  return `${columnName(filter.column, questions)} ${operatorWords(filter, kind)}`;
}
