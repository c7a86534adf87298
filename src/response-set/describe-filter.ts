import type { Question } from '@/api/schemas';
import { type ColumnRef, questionIdOf } from './columns';
import { filterOpOf } from './filter-ops/filter-op-registry';
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

/** A filter in words, for its chip: `Plan is any of Pro, Team`, `Score between 2 and 7`. */
export function describeFilter(filter: Filter, questions: readonly Question[]): string {
  const kind = kindOfColumn(filter.column, questions);
  return `${columnName(filter.column, questions)} ${filterOpOf(filter).describe(filter, kind)}`;
}
