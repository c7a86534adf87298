import type { Submission } from '@/api/schemas';
import { aheadColumns, hasColumn, listReader, warmColumns } from './column-values';
import { type ColumnRef, questionColumn } from './columns';
import { applyFilters } from './apply-filters';
import type { Filter } from './filters';
import { sortRows } from './sort';
import { ids, QUESTIONS, ROWS } from './test-rows';

const COLUMNS: ColumnRef[] = [
  'submitted',
  'status',
  ...QUESTIONS.map((question) => questionColumn(question.id)),
];

/** A filter of each kind over the test rows. */
const FILTERS: Filter[] = [
  { column: 'q:name', op: 'contains', text: 'mull' },
  { column: 'q:name', op: 'notAnswered' },
  { column: 'q:cv', op: 'answered' },
  { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] },
  { column: 'q:tools', op: 'allOf', values: ['API', 'Billing'] },
  { column: 'q:score', op: 'between', min: 2, max: 7 },
  { column: 'q:paid', op: 'between', min: 10, max: 1000 },
  { column: 'q:day', op: 'dates', from: '2026-01-01', to: null },
  { column: 'submitted', op: 'dates', from: '2026-11-18', to: '2026-11-19' },
  { column: 'q:ok', op: 'is', value: true },
  { column: 'q:cv', op: 'hasFile', value: false },
];

/** A copy of the test rows with every column's answers kept, as the idle warm-up keeps them. */
async function keptCopy(): Promise<Submission[]> {
  vi.useFakeTimers();
  const rows = [...ROWS];
  warmColumns(rows, QUESTIONS);
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  return rows;
}

describe('kept column answers', () => {
  it('give the same rows as reading each response, for every filter', async () => {
    const kept = await keptCopy();
    for (const filter of FILTERS) {
      expect(ids(applyFilters(kept, [filter], QUESTIONS))).toEqual(
        ids(applyFilters([...ROWS], [filter], QUESTIONS)),
      );
    }
  });

  it('give the same order as reading each response, for every column both ways', async () => {
    const kept = await keptCopy();
    for (const column of COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        expect(ids(sortRows(kept, { column, direction }, QUESTIONS))).toEqual(
          ids(sortRows([...ROWS], { column, direction }, QUESTIONS)),
        );
      }
    }
  });

  it('are read for the list they were kept for, by position', async () => {
    const rows = await keptCopy();
    // A set's rows never change in place; here a changed answer shows which one is read.
    const changed = { ...rows[0]!, responses: { ...rows[0]!.responses, plan: 'Team' } };
    rows[0] = changed;
    expect(listReader(rows, 'q:plan')(changed, 0)).toBe('Pro');
    expect(
      ids(applyFilters(rows, [{ column: 'q:plan', op: 'anyOf', values: ['Pro'] }], QUESTIONS)),
    ).toContain('s6');
  });

  it('are not read for another list of the same rows (a search or filter narrowed it)', async () => {
    const rows = await keptCopy();
    const narrowed = rows.slice(1);
    expect(hasColumn(narrowed, 'q:plan')).toBe(false);
    const pro: Filter = { column: 'q:plan', op: 'anyOf', values: ['Pro'] };
    expect(ids(applyFilters(narrowed, [pro], QUESTIONS))).toEqual(['s4']);
  });
});

describe('warmColumns', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps every column in idle time', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    warmColumns(rows, QUESTIONS);
    expect(hasColumn(rows, 'q:plan')).toBe(false);
    await vi.runAllTimersAsync();
    for (const column of COLUMNS) expect(hasColumn(rows, column)).toBe(true);
    expect(listReader(rows, 'q:score')(rows[1]!, 1)).toBe(10);
  });

  it('keeps nothing once cancelled', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    warmColumns(rows, QUESTIONS)();
    await vi.runAllTimersAsync();
    expect(COLUMNS.some((column) => hasColumn(rows, column))).toBe(false);
  });
});

describe('aheadColumns', () => {
  it('takes every column of a small list, in the table order', () => {
    expect(aheadColumns(QUESTIONS, 50_000)).toEqual(COLUMNS);
  });

  it('takes fewer columns as the list grows, a million answers at most', () => {
    expect(aheadColumns(QUESTIONS, 200_000)).toEqual(COLUMNS.slice(0, 5));
    expect(aheadColumns(QUESTIONS, 5_000_000)).toEqual(['submitted']);
  });
});
