import { answerToText } from '@/components/answers/answer-text';
import { comparableText } from '@/lib/comparable-text';
import type { FilterOpModule } from './filter-op';

export const contains: FilterOpModule<'contains'> = {
  parse: (column, raw) =>
    typeof raw.text === 'string' ? { column, op: 'contains', text: raw.text } : null,
  test: (filter, { type, value }) => {
    const needle = comparableText(filter.text.trim());
    return (row) => comparableText(answerToText(type, value(row))).includes(needle);
  },
  describe: (filter) => `contains "${filter.text}"`,
};
