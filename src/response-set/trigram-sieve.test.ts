import { createSieves, packMayContain, packSieves, probeOf } from './trigram-sieve';

// A small deterministic generator: the same texts on every run.
function texts(count: number, seed: number): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 @.-é東京😀';
  const chars = [...alphabet];
  let state = seed;
  const next = () => (state = (state * 16807) % 2147483647);
  return Array.from({ length: count }, () =>
    Array.from({ length: 20 + (next() % 400) }, () => chars[next() % chars.length]).join(''),
  );
}

describe('trigram sieve', () => {
  it('never rejects a text that contains every word', () => {
    const sieveOf = createSieves();
    const all = texts(3000, 7);
    const pack = packSieves(all.map((text) => sieveOf(text)));
    all.forEach((text, index) => {
      // Words cut from the text itself, also across a surrogate pair and of several lengths.
      const from = index % Math.max(1, text.length - 12);
      const words = [text.slice(from, from + 3 + (index % 9)), text.slice(0, 5)];
      expect(packMayContain(pack, index, probeOf(words)!)).toBe(true);
    });
  });

  it('lets few texts that lack a word through', () => {
    const sieveOf = createSieves();
    const all = texts(4000, 11).map((text) => text.replaceAll('q', ''));
    const pack = packSieves(all.map((text) => sieveOf(text)));
    const probe = probeOf(['quartz'])!;
    const through = all.filter((_, index) => packMayContain(pack, index, probe)).length;
    expect(through).toBeLessThan(all.length * 0.05);
  });

  it('has no probe for words under three characters', () => {
    expect(probeOf(['ab', 'c'])).toBeNull();
    expect(probeOf(['ab', 'cde'])).not.toBeNull();
  });
});
