import { formatNumber } from '@/components/answers/number-format';

// The Summary's figures in the viewer's locale.
const whole = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(value);
/** A figure with up to two decimals; a huge or tiny one in scientific notation. */
export const formatDecimal = (value: number) => formatNumber(value, undefined, 2);
export const formatShare = (value: number) => percent.format(value);
/** A whole score such as an NPS, with the minus sign the differences use: "−24", "8". */
export const formatScore = (value: number) => {
  const rounded = Math.round(value) || 0; // never "-0"
  return rounded < 0 ? `−${formatCount(-rounded)}` : formatCount(rounded);
};

/** "1 response", "3 responses". */
export const responses = (count: number) =>
  `${formatCount(count)} response${count === 1 ? '' : 's'}`;
