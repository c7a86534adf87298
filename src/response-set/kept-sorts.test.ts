import type { Submission } from '@/api/schemas';
import { type ColumnRef, questionColumn } from './columns';
import { keptSort, sortAhead } from './kept-sorts';
import { createSearchIndex } from './search';
import { sortRows, sortsByText } from './sort';
import { ids, QUESTIONS, ROWS } from './test-rows';
import { applyView, EMPTY_VIEW, type ResponseView, tabOf } from './view';

const COLUMNS: ColumnRef[] = [
  'submitted',
  'status',
  ...QUESTIONS.map((question) => questionColumn(question.id)),
];
const VALUE_COLUMNS = COLUMNS.filter((column) => !sortsByText(column, QUESTIONS));
const SPECS = VALUE_COLUMNS.flatMap((column) =>
  (['asc', 'desc'] as const).map((direction) => ({ column, direction })),
);

function shown(rows: readonly Submission[], view: Partial<ResponseView>): string[] {
  const index = createSearchIndex(QUESTIONS, 'en');
  return ids(applyView(rows, QUESTIONS, { ...EMPTY_VIEW, ...view }, index));
}

describe('sortAhead', () => {
  afterEach(() => vi.useRealTimers());

  it('works out every column of values both ways for the tab, in idle time, as a sort on the click would', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    const tabbed = tabOf(rows, 'completed');
    sortAhead(rows, tabbed, QUESTIONS, 'completed');
    expect(keptSort(rows, QUESTIONS, 'completed', SPECS[0]!)).toBeUndefined();
    await vi.runAllTimersAsync();
    for (const spec of SPECS) {
      expect(ids(keptSort(rows, QUESTIONS, 'completed', spec) ?? [])).toEqual(
        ids(sortRows(tabbed, spec, QUESTIONS)),
      );
    }
    // Another tab was not worked out, nor a column sorted by text (sorted on the click).
    expect(keptSort(rows, QUESTIONS, 'all', SPECS[0]!)).toBeUndefined();
    const byName = { column: 'q:name', direction: 'asc' } as const;
    expect(keptSort(rows, QUESTIONS, 'completed', byName)).toBeUndefined();
  });

  it('gives the views the same rows as sorting on the click, also searched and filtered', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    sortAhead(rows, tabOf(rows, 'all'), QUESTIONS, 'all');
    await vi.runAllTimersAsync();
    const views: Partial<ResponseView>[] = [
      { tab: 'all', sort: { column: 'q:score', direction: 'asc' } },
      { tab: 'all', sort: { column: 'q:name', direction: 'desc' }, search: 'pro' },
      {
        tab: 'all',
        sort: { column: 'q:paid', direction: 'asc' },
        filters: [{ column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] }],
      },
    ];
    for (const view of views) expect(shown(rows, view)).toEqual(shown([...ROWS], view));
  });

  it('keeps the orders of the tab in view only', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    sortAhead(rows, tabOf(rows, 'all'), QUESTIONS, 'all');
    await vi.runAllTimersAsync();
    sortAhead(rows, tabOf(rows, 'partial'), QUESTIONS, 'partial');
    await vi.runAllTimersAsync();
    expect(keptSort(rows, QUESTIONS, 'all', SPECS[0]!)).toBeUndefined();
    expect(ids(keptSort(rows, QUESTIONS, 'partial', SPECS[0]!) ?? [])).toEqual(
      ids(sortRows(tabOf(rows, 'partial'), SPECS[0]!, QUESTIONS)),
    );
  });

  it('works out nothing once cancelled', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    sortAhead(rows, rows, QUESTIONS, 'all')();
    await vi.runAllTimersAsync();
    expect(SPECS.some((spec) => keptSort(rows, QUESTIONS, 'all', spec))).toBe(false);
  });
});
