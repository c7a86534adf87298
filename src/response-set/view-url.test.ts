import type { Filter } from './filters';
import { viewFromSearch, writeView } from './view-url';
import { EMPTY_VIEW, type ResponseView } from './view';

const roundTrip = (view: ResponseView) =>
  viewFromSearch(new URLSearchParams(writeView(new URLSearchParams(), view).toString()));

describe('a view in the URL', () => {
  it('round-trips tab, search, sort and every kind of filter, odd question ids included', () => {
    const filters: Filter[] = [
      { column: 'q:a/b ?&=#%2F..', op: 'contains', text: 'x & y' },
      { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team, large'] },
      { column: 'q:score', op: 'between', min: 2, max: null },
      { column: 'submitted', op: 'dates', from: '2026-11-01', to: '2026-11-30' },
      { column: 'q:ok', op: 'is', value: false },
      { column: 'q:cv', op: 'notAnswered' },
      { column: 'q:at', op: 'hour', from: 14, to: 14 },
      { column: 'q:rank', op: 'rankedFirst', values: ['Tea', 'Coffee, black'] },
      { column: 'q:nps', op: 'nps', group: 'detractors' },
      { column: 'q:budget', op: 'between', min: 10, max: 20, end: 'upper' },
      { column: 'q:price', op: 'between', min: 1.25, max: 2.5, maxExclusive: true },
    ];
    const view: ResponseView = {
      tab: 'all',
      search: 'müller pro',
      sort: { column: 'q:score', direction: 'desc' },
      filters,
    };
    expect(roundTrip(view)).toEqual(view);
  });

  it('leaves the defaults out of the URL and keeps its other parameters', () => {
    const params = writeView(new URLSearchParams('page=3&limit=100'), EMPTY_VIEW);
    expect(params.toString()).toBe('page=3&limit=100');
    expect(viewFromSearch(params)).toEqual(EMPTY_VIEW);
  });

  it('drops what does not parse instead of failing', () => {
    const params = new URLSearchParams({
      filter: 'everything',
      sort: 'nonsense',
      f: JSON.stringify([
        { column: 'q:x', op: 'between', min: 'a' },
        { column: 'q:y', op: 'answered' },
        5,
      ]),
    });
    expect(viewFromSearch(params)).toEqual({
      ...EMPTY_VIEW,
      filters: [{ column: 'q:y', op: 'answered' }],
    });
    expect(viewFromSearch(new URLSearchParams('f=%7Bnot json')).filters).toEqual([]);
  });

  it('leaves out a click filter whose hour, group, range end or open top is not valid', () => {
    const parsed = (...items: unknown[]) =>
      viewFromSearch(new URLSearchParams({ f: JSON.stringify(items) })).filters;
    expect(
      parsed(
        { column: 'q:at', op: 'hour', from: 9, to: 24 },
        { column: 'q:at', op: 'hour', from: 15, to: 14 },
        { column: 'q:at', op: 'hour', from: 1.5, to: 2 },
        { column: 'q:nps', op: 'nps', group: 'toString' },
        { column: 'q:rank', op: 'rankedFirst', values: [1] },
        { column: 'q:budget', op: 'between', min: 1, max: 2, end: 'middle' },
        { column: 'q:price', op: 'between', min: 1, max: 2, maxExclusive: 'yes' },
      ),
    ).toEqual([]);
    // An open top that is false says nothing: the filter is the plain `between`.
    expect(
      parsed({ column: 'q:price', op: 'between', min: 1, max: 2, maxExclusive: false }),
    ).toEqual([{ column: 'q:price', op: 'between', min: 1, max: 2 }]);
  });
});
