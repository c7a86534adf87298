import { isEmptyAnswer, toFileList } from '@/components/answers/answer-guards';
import type { Filter } from '@/response-set/filters';
import type { Answers } from './answers';
import { counter, itemsByCount, otherCollector } from './tally';
import type { CountItem, Other } from './types';

export type FileStat = {
  kind: 'files';
  /** Responses with at least one file: what `hasFile` finds. */
  answered: number;
  withFilesFilter: Filter;
  files: number;
  /** Bytes, of the files whose size is known. */
  totalSize: number;
  /** Files per media type ("image/png"), "Unknown type" when none is given. */
  byType: CountItem[];
  other: Other;
};

export function fileStats(answers: Answers): FileStat {
  const types = counter();
  const others = otherCollector(answers.type);
  let [answered, files, totalSize] = [0, 0, 0];
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    const list = toFileList(value);
    if (!list) {
      others.add(value);
      continue;
    }
    answered += 1;
    files += list.length;
    for (const file of list) {
      totalSize += file.size ?? 0;
      types.add(file.mimeType?.trim() || 'Unknown type');
    }
  }
  return {
    kind: 'files',
    answered,
    withFilesFilter: { column: answers.column, op: 'hasFile', value: true },
    files,
    totalSize,
    // Shares of all files: a type is not something a filter can pick.
    byType: itemsByCount(types.counts, { of: files }),
    other: others.other,
  };
}
