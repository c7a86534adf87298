// One formatter: `toLocaleString` builds a new one on every call.
const formatter = new Intl.NumberFormat();

/** 48,200 in the reader's own digit grouping. */
export const number = (count: number) => formatter.format(count);

/** "1 form", "31 forms". */
export const plural = (count: number, one: string, many: string) =>
  `${number(count)} ${count === 1 ? one : many}`;
