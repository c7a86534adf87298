import type { Submission } from '@/api/schemas';
import type { Filter } from './filters';
import { createSearchIndex } from './search';
import { ids, QUESTIONS, ROWS } from './test-rows';
import { applyView, EMPTY_VIEW, type ResponseView, servesView, tabOf } from './view';

const score = { column: 'q:score', direction: 'asc' } as const;
const proOrTeam: Filter = { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] };

function shown(rows: readonly Submission[], view: Partial<ResponseView>): string[] {
  const index = createSearchIndex(QUESTIONS, 'en');
  return ids(applyView(rows, QUESTIONS, { ...EMPTY_VIEW, tab: 'all', ...view }, index));
}

describe('applyView', () => {
  it('sorts what the tab, the search and the filters keep, empty and odd answers last', () => {
    expect(shown(ROWS, { sort: score })).toEqual(['s2', 's3', 's1', 's6', 's5', 's4']);
    expect(shown(ROWS, { sort: score, filters: [proOrTeam] })).toEqual(['s3', 's6', 's4']);
    expect(shown(ROWS, { sort: { ...score, direction: 'desc' }, search: 'pro' })).toEqual([
      's6',
      's4',
    ]);
    expect(shown(ROWS, { sort: score, tab: 'partial' })).toEqual(['s1', 's4']);
    expect(shown(ROWS, { sort: score, tab: 'completed', filters: [proOrTeam] })).toEqual([
      's3',
      's6',
    ]);
  });

  it('gives the same rows when a sort of the same set is asked again under other filters', () => {
    const rows = [...ROWS];
    expect(shown(rows, { sort: score })).toEqual(['s2', 's3', 's1', 's6', 's5', 's4']);
    expect(shown(rows, { sort: score, filters: [proOrTeam] })).toEqual(['s3', 's6', 's4']);
    expect(shown(rows, { sort: score, search: 'free' })).toEqual(['s1', 's5']);
  });

  it('sorts a new set of rows anew', () => {
    const rows = [...ROWS];
    expect(shown(rows, { sort: score })[0]).toBe('s2');
    const changed = rows.map((row) =>
      row.id === 's5' ? { ...row, responses: { ...row.responses, score: -10 } } : row,
    );
    expect(shown(changed, { sort: score })[0]).toBe('s5');
  });

  it('gives the rows of a tab newest first, and every row for all', () => {
    expect(ids(tabOf(ROWS, 'partial'))).toEqual(['s4', 's1']);
    expect(ids(tabOf(ROWS, 'completed'))).toEqual(['s6', 's5', 's3', 's2']);
    expect(tabOf(ROWS, 'all')).toBe(ROWS);
  });

  it('lets a set give a view once complete, or at once when the view is refined', () => {
    const all = { scope: 'all', complete: false } as const;
    const searched = { ...EMPTY_VIEW, search: 'bob' };
    expect(servesView(undefined, 'completed', searched)).toBe(false);
    expect(servesView(all, 'partial', EMPTY_VIEW)).toBe(false);
    expect(servesView(all, 'partial', searched)).toBe(true);
    expect(servesView({ ...all, complete: true }, 'all', EMPTY_VIEW)).toBe(true);
    // A key without partial access holds only completed responses: no other tab.
    const completedOnly = { scope: 'completed', complete: true } as const;
    expect(servesView(completedOnly, 'completed', EMPTY_VIEW)).toBe(true);
    expect(servesView(completedOnly, 'all', searched)).toBe(false);
  });
});
