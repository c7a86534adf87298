import type { Submission } from '@/api/schemas';
import { compareGroups } from '@/features/summary/stats/compare';
import { overTimeRows } from './compare-figures';

const on = (day: string, index: number): Submission => ({
  id: `${day}-${index}`,
  created_at: `${day}T12:00:00Z`,
  is_partial: false,
  responses: {},
});
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, at) =>
    on(new Date(Date.parse(`${from}T00:00:00Z`) + at * 86_400_000).toISOString().slice(0, 10), at),
  );

describe('the responses over time of two periods', () => {
  // This quarter up to Wednesday, December 2nd, against the whole quarter before.
  const thisQuarter = days('2026-10-01', 63);
  const lastQuarter = days('2026-07-01', 92);
  const overTime = compareGroups(thisQuarter, lastQuarter, [], 92).overTime;

  it("stops the first period at today: no 0 drawn for the weeks to come, the other's kept", () => {
    const rows = overTimeRows(overTime, '2026-12-02');
    expect(overTime.a.unit).toBe('week');
    expect(rows.at(-1)).toEqual({ label: 'Week of Dec 28, 2026', a: null, b: 4 });
    // The week of today is drawn (its three days so far), the four after it are not.
    expect(rows.filter((row) => row.a === null).map((row) => row.label)).toEqual([
      'Week of Dec 7, 2026',
      'Week of Dec 14, 2026',
      'Week of Dec 21, 2026',
      'Week of Dec 28, 2026',
    ]);
    expect(rows.find((row) => row.label === 'Week of Nov 30, 2026')).toEqual({
      label: 'Week of Nov 30, 2026',
      a: 3,
      b: 7,
    });
    expect(rows.every((row) => row.b > 0)).toBe(true);
  });

  it('draws every bucket when no day is given (nothing still to come)', () => {
    expect(overTimeRows(overTime, null).every((row) => row.a !== null)).toBe(true);
  });
});
