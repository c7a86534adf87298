import { searchList, searchWords } from './list-search';

const CITIES = [
  { name: 'Zürich office', url: 'https://hooks.example/zh' },
  { name: 'Geneva office', url: 'https://hooks.example/ge' },
  { name: 'Lausanne', url: null },
];
const names = (found: readonly { name: string }[]) => found.map((city) => city.name);
const search = (query: string) => names(searchList(CITIES, query, (city) => [city.name, city.url]));

describe('searchList', () => {
  it('finds every word, case and accents aside, in any order', () => {
    expect(search('zurich')).toEqual(['Zürich office']);
    expect(search('OFFICE zürich')).toEqual(['Zürich office']);
    expect(search('office')).toEqual(['Zürich office', 'Geneva office']);
  });

  it('finds nothing when one word is missing, and never across two texts', () => {
    expect(search('zurich lausanne')).toEqual([]);
    expect(search('officehttps')).toEqual([]);
  });

  it('gives the same list for an empty search', () => {
    expect(searchList(CITIES, '  ', (city) => [city.name])).toBe(CITIES);
    expect(searchWords(' Müller  Straße ')).toEqual(['muller', 'straße']);
  });
});
