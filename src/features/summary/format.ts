// The Summary's figures in the viewer's locale.
const whole = new Intl.NumberFormat();
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
export const formatShare = (value: number) => percent.format(value);

/** "1 response", "3 responses". */
export const responses = (count: number) =>
  `${formatCount(count)} response${count === 1 ? '' : 's'}`;
