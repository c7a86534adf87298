import type { Question } from '@/api/schemas';
import { formatCalendarDate } from '@/components/answers/date-format';
import { formatNumber } from '@/components/answers/number-format';
import { NPS_GROUPS, type NpsGroup } from './answer-groups';
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
  const { min, max, end, maxExclusive } = filter;
  const prefix = kind === 'payment' ? 'amount ' : end ? `${end} end ` : '';
  const top = maxExclusive ? 'under' : 'at most';
  if (min !== null && max !== null) {
    return maxExclusive
      ? `${prefix}at least ${formatNumber(min)} and under ${formatNumber(max)}`
      : `${end ? prefix : ''}${betweenWords(kind)} ${formatNumber(min)} and ${formatNumber(max)}`;
  }
  if (min !== null) return `${prefix}at least ${formatNumber(min)}`;
  if (max !== null) return `${prefix}${top} ${formatNumber(max)}`;
  return `${prefix}is any number`;
}

const clock = (hour: number, minutes: string) => `${String(hour).padStart(2, '0')}:${minutes}`;

const NPS_WORDS: Record<NpsGroup, string> = {
  promoters: 'a promoter',
  passives: 'a passive',
  detractors: 'a detractor',
};

/** Words for the filters the Summary's figures open (no builder makes them). */
function summaryWords(filter: Extract<Filter, { op: 'hour' | 'rankedFirst' | 'nps' }>): string {
  switch (filter.op) {
    case 'hour':
      return `between ${clock(filter.from, '00')} and ${clock(filter.to, '59')}`;
    case 'rankedFirst':
      return filter.values.length === 1
        ? `ranked first is ${filter.values[0]}`
        : `ranked first is any of ${filter.values.join(', ')}`;
    case 'nps': {
      const { from, to } = NPS_GROUPS[filter.group];
      return `is ${NPS_WORDS[filter.group]} (${from}–${to})`;
    }
  }
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
    case 'hour':
    case 'rankedFirst':
    case 'nps':
      return summaryWords(filter);
  }
}

/** A filter in words, for its chip: `Plan is any of Pro, Team`, `Score between 2 and 7`. */
export function describeFilter(filter: Filter, questions: readonly Question[]): string {
  const kind = kindOfColumn(filter.column, questions);
  return `${columnName(filter.column, questions)} ${operatorWords(filter, kind)}`;
}
