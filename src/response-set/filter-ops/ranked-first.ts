import { rankedFirstOf } from '@/response-set/answer-groups';
import { type FilterOpModule, isTexts } from './filter-op';

/** The option a RANKING answer puts first is one of these; made by the Summary. */
export const rankedFirst: FilterOpModule<'rankedFirst'> = {
  parse: (column, raw) =>
    isTexts(raw.values) ? { column, op: 'rankedFirst', values: raw.values } : null,
  test: (filter, { value }) => {
    const wanted = new Set(filter.values);
    return (row) => {
      const first = rankedFirstOf(value(row));
      return first !== null && wanted.has(first);
    };
  },
  describe: (filter) =>
    filter.values.length === 1
      ? `ranked first is ${filter.values[0]}`
      : `ranked first is any of ${filter.values.join(', ')}`,
};
