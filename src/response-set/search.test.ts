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

  it('finds a response by its whole id or a start of 6+ characters, never by a part inside it', () => {
    const rows = [
      { ...ROWS[0]!, id: 'sub_lvatki3goi0r' },
      { ...ROWS[1]!, id: 'sub_q81hd0x2kz4m' },
    ];
    const find = (query: string) =>
      ids(createSearchIndex(QUESTIONS, 'en').filter(rows, searchTerms(query)));
    expect(find('VAT')).toEqual([]);
    expect(find('lvatki3goi0r')).toEqual([]);
    expect(find('sub_lvatki3goi0r')).toEqual(['sub_lvatki3goi0r']);
    expect(find('SUB_LVATKI3GOI0R')).toEqual(['sub_lvatki3goi0r']);
    expect(find('sub_lv')).toEqual(['sub_lvatki3goi0r']);
    expect(find('sub_lvatk')).toEqual(['sub_lvatki3goi0r']);
    expect(find('sub_l')).toEqual([]);
    expect(find('sub_')).toEqual([]);
    // An id word and an answer word together still need both.
    expect(find('sub_lvatki3goi0r muller')).toEqual(['sub_lvatki3goi0r']);
    expect(find('sub_q81hd0x2kz4m muller')).toEqual([]);
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
