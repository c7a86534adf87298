import { EMPTY_VIEW, type ResponseView } from '@/response-set/view';
import { activeSavedView, deleteView, readSavedViews, savedViewOf, saveView } from './saved-views';

const paidPro: ResponseView = {
  tab: 'all',
  search: 'müller',
  sort: { column: 'submitted', direction: 'desc' },
  filters: [{ column: 'q:plan', op: 'anyOf', values: ['Pro'] }],
};

describe('saved views', () => {
  it('saves a view as its URL parameters and gives the same view back', () => {
    const list = saveView([], '  Paid Pro ', paidPro);
    expect(list).toEqual([{ name: 'Paid Pro', params: expect.stringContaining('q=m%C3%BCller') }]);
    expect(savedViewOf(list[0]!)).toEqual(paidPro);
    expect(activeSavedView(list, paidPro)).toBe(list[0]);
    expect(activeSavedView(list, { ...paidPro, search: 'muller' })).toBeUndefined();
  });

  it('replaces a view of the same name in its place, and deletes by name', () => {
    let list = saveView([], 'Everything', EMPTY_VIEW);
    list = saveView(list, 'Paid Pro', paidPro);
    list = saveView(list, 'Everything', { ...EMPTY_VIEW, tab: 'partial' });
    expect(list.map((item) => item.name)).toEqual(['Everything', 'Paid Pro']);
    expect(savedViewOf(list[0]!).tab).toBe('partial');
    expect(deleteView(list, 'Everything').map((item) => item.name)).toEqual(['Paid Pro']);
  });

  it('reads only well-formed entries from storage, each name once', () => {
    expect(readSavedViews('nope')).toEqual([]);
    expect(
      readSavedViews([
        { name: 'A', params: 'q=a' },
        { name: 'A', params: 'q=b' },
        { name: '', params: 'q=c' },
        { name: 'B' },
        null,
        { name: 'C', params: 'sort=bogus&f=%5B1%5D', extra: 'dropped' },
      ]),
    ).toEqual([
      { name: 'A', params: 'q=a' },
      { name: 'C', params: 'sort=bogus&f=%5B1%5D' },
    ]);
    // What a URL cannot say is left out of the view, as for a typed URL.
    expect(savedViewOf({ name: 'C', params: 'sort=bogus&f=%5B1%5D' })).toEqual(EMPTY_VIEW);
  });
});
