import { createRng, hashString, mulberry32, stableId } from './random';

describe('random', () => {
  it('mulberry32 is a fixed sequence for a seed', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first[0]).toBeCloseTo(0.6270739405881613, 12);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('int stays within its bounds and reaches both ends', () => {
    const rng = createRng(3);
    const values = Array.from({ length: 2000 }, () => rng.int(1, 5));
    expect(new Set(values)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('sample gives distinct items; shuffle keeps all of them', () => {
    const rng = createRng(9);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = rng.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.shuffle(items).sort()).toEqual(items);
  });

  it('ids are prefix + base36, and stable ids depend on the label only', () => {
    expect(createRng(5).id('sub', 12)).toMatch(/^sub_[0-9a-z]{12}$/);
    expect(stableId('frm', 'x')).toBe(stableId('frm', 'x'));
    expect(stableId('frm', 'x')).not.toBe(stableId('frm', 'y'));
    expect(hashString('')).toBe(0x811c9dc5);
  });

  it('bool follows its probability roughly', () => {
    const rng = createRng(11);
    const hits = Array.from({ length: 10_000 }, () => rng.bool(0.15)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(1300);
    expect(hits).toBeLessThan(1700);
  });
});
