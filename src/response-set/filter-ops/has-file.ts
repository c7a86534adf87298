import { toFileList } from '@/components/answers/answer-guards';
import type { FilterOpModule } from './filter-op';

export const hasFile: FilterOpModule<'hasFile'> = {
  parse: (column, raw) =>
    typeof raw.value === 'boolean' ? { column, op: 'hasFile', value: raw.value } : null,
  test:
    (filter, { value }) =>
    (row) =>
      (toFileList(value(row)) !== null) === filter.value,
  describe: (filter) => (filter.value ? 'has a file' : 'has no file'),
};
