import { getNumberFormat } from '@/components/answers/intl-cache';

/** 48,200 in the reader's own digit grouping (one cached formatter, not one per call). */
export const number = (count: number) => getNumberFormat(undefined, {}).format(count);

/** "1 form", "31 forms". */
export const plural = (count: number, one: string, many: string) =>
  `${number(count)} ${count === 1 ? one : many}`;
