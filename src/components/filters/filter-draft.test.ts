import type { Filter } from '@/response-set/filters';
import { draftToFilter, EMPTY_DRAFT, filterToDraft, withFilter } from './filter-draft';

const plan: Filter = { column: 'q:plan', op: 'anyOf', values: ['Pro'] };
const score: Filter = { column: 'q:score', op: 'between', min: 2, max: null };
const yes: Filter = { column: 'q:ok', op: 'is', value: true };

describe('filter drafts', () => {
  it('says nothing until the draft has its value', () => {
    const between = { ...EMPTY_DRAFT, column: 'q:score' as const, choice: 'between' as const };
    expect(draftToFilter(between)).toBeNull();
    // A number box still being typed in ('-') is no bound yet.
    expect(draftToFilter({ ...between, min: '-', max: 4 })).toEqual({
      column: 'q:score',
      op: 'between',
      min: null,
      max: 4,
    });
    expect(draftToFilter({ ...EMPTY_DRAFT, column: 'q:name', choice: 'contains', text: ' ' })).toBe(
      null,
    );
  });

  it('gives back every filter it drafts from', () => {
    for (const filter of [plan, score, yes]) {
      expect(draftToFilter(filterToDraft(filter))).toEqual(filter);
    }
  });

  it('opens a Summary click filter on its column, with no operator the builder lacks', () => {
    const clicks: Filter[] = [
      { column: 'q:at', op: 'hour', from: 9, to: 9 },
      { column: 'q:rank', op: 'rankedFirst', values: ['Tea'] },
      { column: 'q:nps', op: 'nps', group: 'passives' },
      { column: 'q:band', op: 'between', min: 1, max: 2, end: 'lower' },
    ];
    for (const filter of clicks) {
      const draft = filterToDraft(filter);
      expect(draft).toMatchObject({ column: filter.column, choice: null });
      // Applied as it stands, it says nothing: it never turns into another filter unseen.
      expect(draftToFilter(draft)).toBeNull();
    }
  });

  it('replaces a filter on the same column and operator, and an edited one in place', () => {
    const otherPlan: Filter = { column: 'q:plan', op: 'anyOf', values: ['Team'] };
    expect(withFilter([plan, score], otherPlan)).toEqual([otherPlan, score]);
    expect(withFilter([plan], { column: 'q:plan', op: 'notAnswered' })).toEqual([
      plan,
      { column: 'q:plan', op: 'notAnswered' },
    ]);
    const no: Filter = { column: 'q:ok', op: 'is', value: false };
    expect(withFilter([plan, yes, score], no)).toEqual([plan, no, score]);
    // Editing "Plan is any of" into "Plan is not answered" keeps its place.
    const unanswered: Filter = { column: 'q:plan', op: 'notAnswered' };
    expect(withFilter([yes, plan, score], unanswered, plan)).toEqual([yes, unanswered, score]);
  });
});
