import type { ColumnKind } from '@/response-set/columns';
import { anyOfWords } from '@/response-set/filter-ops/any-of';
import { betweenWords } from '@/response-set/filter-ops/between';

/** One entry of the builder's operator list; yes/no and file/no file are entries of their own. */
export type Choice =
  | 'contains'
  | 'answered'
  | 'notAnswered'
  | 'anyOf'
  | 'allOf'
  | 'between'
  | 'dates'
  | 'yes'
  | 'no'
  | 'hasFile'
  | 'noFile';

const ANSWERED: Choice[] = ['answered', 'notAnswered'];

const CHOICES_OF_KIND: Readonly<Record<ColumnKind, readonly Choice[]>> = {
  text: ['contains', ...ANSWERED],
  time: ['contains', ...ANSWERED],
  status: ANSWERED,
  choice: ['anyOf', ...ANSWERED],
  multi: ['anyOf', 'allOf', ...ANSWERED],
  number: ['between', ...ANSWERED],
  range: ['between', ...ANSWERED],
  date: ['dates', ...ANSWERED],
  dateRange: ['dates', ...ANSWERED],
  submitted: ['dates'],
  boolean: ['yes', 'no', ...ANSWERED],
  files: ['hasFile', 'noFile'],
  payment: ['anyOf', 'between', ...ANSWERED],
};

export function choicesOf(kind: ColumnKind): readonly Choice[] {
  return CHOICES_OF_KIND[kind];
}

export function choiceLabel(choice: Choice, kind: ColumnKind): string {
  switch (choice) {
    case 'anyOf':
      return anyOfWords(kind);
    case 'between':
      return betweenWords(kind);
    case 'dates':
      return 'between dates';
    case 'allOf':
      return 'contains all of';
    case 'answered':
      return 'is answered';
    case 'notAnswered':
      return 'is not answered';
    case 'yes':
      return 'is yes';
    case 'no':
      return 'is no';
    case 'hasFile':
      return 'has a file';
    case 'noFile':
      return 'has no file';
    case 'contains':
      return 'contains';
  }
}
