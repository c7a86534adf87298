import type { Submission } from '@/api/schemas';
import { sortRows, type SortSpec } from './sort';
import { ids, QUESTIONS, ROWS } from './test-rows';

const sorted = (column: SortSpec['column'], direction: SortSpec['direction'] = 'asc') =>
  ids(sortRows(ROWS, { column, direction }, QUESTIONS));

describe('sort', () => {
  it('orders numbers numerically, other shapes after them and empty answers last', () => {
    // s4's score is the text "ten"; every row has a score.
    expect(sorted('q:score')).toEqual(['s2', 's3', 's1', 's6', 's5', 's4']);
    expect(sorted('q:score', 'desc')).toEqual(['s5', 's6', 's3', 's1', 's2', 's4']);
  });

  it('is stable: equal answers keep their newest-first order both ways', () => {
    expect(sorted('q:plan')).toEqual(['s5', 's1', 's6', 's4', 's3', 's2']);
    expect(sorted('q:plan', 'desc')).toEqual(['s3', 's6', 's4', 's5', 's1', 's2']);
  });

  it('orders dates chronologically with unreadable dates after and none last', () => {
    expect(sorted('q:day')).toEqual(['s3', 's5', 's6', 's4', 's2', 's1']);
  });

  it('orders texts case and accents aside, payments by amount, booleans no before yes', () => {
    expect(sorted('q:name')).toEqual(['s5', 's2', 's4', 's6', 's1', 's3']);
    expect(sorted('q:paid')).toEqual(['s4', 's6', 's3', 's5', 's2', 's1']);
    expect(sorted('q:ok')).toEqual(['s5', 's6', 's2', 's4', 's3', 's1']);
  });

  it('orders by the submitted time and by status', () => {
    expect(sorted('submitted')).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(sorted('status', 'desc')).toEqual(['s4', 's1', 's6', 's5', 's3', 's2']);
  });
});

describe('sort over many rows', () => {
  // Whole and decimal numbers, both ways: the one documented order.
  const expected = (rows: readonly Submission[], direction: 'asc' | 'desc') => {
    const sign = direction === 'asc' ? 1 : -1;
    const rank = (value: unknown) => (value === undefined ? 2 : typeof value === 'number' ? 0 : 1);
    return rows
      .map((row, index) => ({ row, index, value: row.responses.score }))
      .sort((a, b) => {
        const byRank = rank(a.value) - rank(b.value);
        if (byRank !== 0 || rank(a.value) === 2) return byRank || a.index - b.index;
        const byValue =
          rank(a.value) === 0
            ? Math.sign((a.value as number) - (b.value as number))
            : String(a.value).localeCompare(String(b.value));
        return byValue * sign || a.index - b.index;
      })
      .map((item) => item.row.id);
  };
  const rowsOf = (values: unknown[]): Submission[] =>
    values.map((value, index) => ({
      id: `r${index}`,
      created_at: '2026-11-20T10:00:00Z',
      is_partial: false,
      responses: value === undefined ? {} : { score: value },
    }));
  // Ties, negatives, large whole numbers, other shapes ("x1"…) and no answer, in a known mix.
  const mixed = (decimal: boolean) =>
    Array.from({ length: 3000 }, (_, index) => {
      const pick = (index * 7919) % 23;
      if (pick === 0) return undefined;
      if (pick === 1) return `x${index % 5}`;
      const whole = ((index * 104729) % 41) - 20 + (pick === 2 ? 2_000_000_000 : 0);
      return decimal ? whole + 0.5 : whole;
    });

  for (const decimal of [false, true]) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`orders ${decimal ? 'decimal' : 'whole'} numbers ${direction}, stable, others after, none last`, () => {
        const rows = rowsOf(mixed(decimal));
        const sortedIds = ids(sortRows(rows, { column: 'q:score', direction }, QUESTIONS));
        expect(sortedIds).toEqual(expected(rows, direction));
      });
    }
  }
});
