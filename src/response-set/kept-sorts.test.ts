import type { Submission } from '@/api/schemas';
import { type ColumnRef, questionColumn } from './columns';
import { keptSort, sortAhead } from './kept-sorts';
import { createSearchIndex } from './search';
import { sortRows } from './sort';
import { ids, QUESTIONS, ROWS } from './test-rows';
import { applyView, EMPTY_VIEW, type ResponseView, tabOf } from './view';

const COLUMNS: ColumnRef[] = [
  'submitted',
  'status',
  ...QUESTIONS.map((question) => questionColumn(question.id)),
];
const SPECS = COLUMNS.flatMap((column) =>
  (['asc', 'desc'] as const).map((direction) => ({ column, direction })),
);

function shown(rows: readonly Submission[], view: Partial<ResponseView>): string[] {
  const index = createSearchIndex(QUESTIONS, 'en');
  return ids(applyView(rows, QUESTIONS, { ...EMPTY_VIEW, ...view }, index));
}

describe('sortAhead', () => {
  afterEach(() => vi.useRealTimers());

  it('works out every column both ways for the tab, in idle time, as a sort on the click would', async () => {
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
    // Another tab was not worked out.
    expect(keptSort(rows, QUESTIONS, 'all', SPECS[0]!)).toBeUndefined();
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

  it('works out nothing once cancelled', async () => {
    vi.useFakeTimers();
    const rows = [...ROWS];
    sortAhead(rows, rows, QUESTIONS, 'all')();
    await vi.runAllTimersAsync();
    expect(SPECS.some((spec) => keptSort(rows, QUESTIONS, 'all', spec))).toBe(false);
  });
});
