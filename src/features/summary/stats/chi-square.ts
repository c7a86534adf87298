import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';

/** Pearson's chi-square test of independence on a table of counts. */
export type ChiSquareResult =
  | { kind: 'test'; statistic: number; degreesOfFreedom: number; p: number }
  /** Cochran's rule failed: a p-value would mislead, so none is given. */
  | { kind: 'too-small' }
  /** One row or one column only (after empty ones are left out): nothing to compare. */
  | { kind: 'no-test' };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Rows and columns whose total is 0 are left out. The test is given only when every expected
 * count is at least 1 and no more than a fifth of them are under 5 (Cochran), as textbooks ask.
 */
export function chiSquareTest(table: readonly (readonly number[])[]): ChiSquareResult {
  const width = Math.max(0, ...table.map((row) => row.length));
  const columnOf = (rows: readonly (readonly number[])[], column: number) =>
    sum(rows.map((row) => row[column] ?? 0));
  const usedColumns = Array.from({ length: width }, (_, column) => column).filter(
    (column) => columnOf(table, column) > 0,
  );
  const rows = table
    .filter((row) => sum(row) > 0)
    .map((row) => usedColumns.map((column) => row[column] ?? 0));
  if (rows.length < 2 || usedColumns.length < 2) return { kind: 'no-test' };
  const rowTotals = rows.map(sum);
  const columnTotals = usedColumns.map((_, column) => columnOf(rows, column));
  const total = sum(rowTotals);
  const cells = rows.flatMap((row, i) =>
    row.map((observed, j) => ({
      observed,
      expected: ((rowTotals[i] ?? 0) * (columnTotals[j] ?? 0)) / total,
    })),
  );
  const small = cells.filter(({ expected }) => expected < 5).length;
  if (cells.some(({ expected }) => expected < 1) || small > cells.length / 5) {
    return { kind: 'too-small' };
  }
  const statistic = sum(
    cells.map(({ observed, expected }) => (observed - expected) ** 2 / expected),
  );
  const degreesOfFreedom = (rows.length - 1) * (usedColumns.length - 1);
  return {
    kind: 'test',
    statistic,
    degreesOfFreedom,
    p: 1 - chiSquareCdf(statistic, degreesOfFreedom),
  };
}

/** "p = 0.003", "p = 0.41", "p < 0.001": two significant digits, as reports print them. */
export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${Number(p.toPrecision(2))}`;
}

/** The finding in words with its figure, at the usual 5 % level. */
export function describeDifference(p: number): string {
  return p < 0.05 ? `likely a real difference (${formatP(p)})` : `could be chance (${formatP(p)})`;
}
