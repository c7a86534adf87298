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
});
