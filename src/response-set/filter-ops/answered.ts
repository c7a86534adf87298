import { isEmptyAnswer } from '@/components/answers/answer-guards';
import type { FilterOpModule } from './filter-op';

export const answered: FilterOpModule<'answered'> = {
  parse: (column) => ({ column, op: 'answered' }),
  test:
    (_filter, { value }) =>
    (row) =>
      !isEmptyAnswer(value(row)),
  describe: () => 'is answered',
};

export const notAnswered: FilterOpModule<'notAnswered'> = {
  parse: (column) => ({ column, op: 'notAnswered' }),
  test:
    (_filter, { value }) =>
    (row) =>
      isEmptyAnswer(value(row)),
  describe: () => 'is not answered',
};
