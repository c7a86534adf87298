import { createSearchIndex, searchTerms } from './search';
import { ids, QUESTIONS, ROWS } from './test-rows';

const search = (query: string) =>
  ids(createSearchIndex(QUESTIONS, 'en').filter(ROWS, searchTerms(query)));

describe('search', () => {
  it('finds answers case- and accent-insensitively', () => {
    expect(search('muller')).toEqual(['s6']);
    expect(search('ZOË')).toEqual(['s6']);
    expect(search('ALICE@')).toEqual(['s5']);
  });

  it('needs every word, in any answer of the same response', () => {
    expect(search('bob pro')).toEqual(['s4']);
    expect(search('bob free')).toEqual([]);
  });

  it('finds file names, payment amounts as shown, choices and the id', () => {
    expect(search('ann.pdf')).toEqual(['s2']);
    expect(search('€25.00')).toEqual(['s6']);
    expect(search('team')).toEqual(['s3']);
    expect(search('s4')).toEqual(['s4']);
  });

  it('finds any JSON shape as its text, keys that match no question, and deleted questions', () => {
    expect(search('nested')).toEqual(['s1']);
    expect(search('unlisted')).toEqual(['s1']);
    expect(search('legacy')).toEqual(['s4']);
  });

  it('finds the date as the API sent it', () => {
    expect(search('2026-11-17')).toEqual(['s3']);
  });

  it('keeps every row, in order, for an empty search', () => {
    expect(search('   ')).toEqual(ids(ROWS));
  });

  it('answers each search over the same list and over the list in another order', () => {
    const index = createSearchIndex(QUESTIONS, 'en');
    const find = (rows: typeof ROWS, query: string) => ids(index.filter(rows, searchTerms(query)));
    expect(find(ROWS, 'muller')).toEqual(['s6']);
    expect(find(ROWS, 'bob pro')).toEqual(['s4']);
    expect(find(ROWS, 'ann.pdf')).toEqual(['s2']);
    const reversed = [...ROWS].reverse();
    expect(find(reversed, '2026')).toEqual([...find(ROWS, '2026')].reverse());
    expect(find(reversed, '2026').length).toBeGreaterThan(1);
    expect(find(reversed, 'bob pro')).toEqual(['s4']);
  });
});
