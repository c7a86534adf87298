import {
  EMPTY,
  OTHER,
  rankTexts,
  type SortKeys,
  TYPED,
  wholeNumberOrder,
} from './whole-number-order';

// Deterministic rows: whole numbers in a span, some answers of another shape, some empty.
function keysFor(count: number, span: number, seed: number) {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const keys: SortKeys = {
    ranks: new Uint8Array(count),
    numbers: new Float64Array(count),
    isNumber: new Uint8Array(count),
    texts: [],
  };
  for (let index = 0; index < count; index += 1) {
    const roll = next() % 10;
    if (roll === 0) keys.ranks[index] = EMPTY;
    else if (roll === 1) {
      keys.ranks[index] = OTHER;
      keys.texts[index] = `t${next() % 5}`;
    } else {
      keys.ranks[index] = TYPED;
      keys.isNumber[index] = 1;
      keys.numbers[index] = (next() % span) - Math.floor(span / 3);
    }
  }
  return keys;
}

/** What sortRows compares when no fast path applies: rank, then value, then text, then position. */
function byComparison({ ranks, numbers, texts }: SortKeys, sign: number): number[] {
  return Array.from(ranks, (_, index) => index).sort((a, b) => {
    if (ranks[a] !== ranks[b]) return ranks[a]! - ranks[b]!;
    if (ranks[a] === EMPTY) return a - b;
    const byValue =
      ranks[a] === TYPED
        ? Math.sign(numbers[a]! - numbers[b]!)
        : texts[a]! < texts[b]!
          ? -1
          : texts[a]! > texts[b]!
            ? 1
            : 0;
    return byValue * sign || a - b;
  });
}

describe('wholeNumberOrder', () => {
  it.each([
    ['a small span (counted)', 11],
    ['a span of thousands (counted)', 5000],
    ['a span too wide to count (packed floats)', 3_000_000],
  ])('orders %s like the comparison, stable, both ways', (_, span) => {
    const keys = keysFor(2000, span, span);
    const rows = Array.from({ length: 2000 }, (_, index) => index);
    for (const sign of [1, -1]) {
      expect(wholeNumberOrder(rows, keys, sign)).toEqual(byComparison(keys, sign));
    }
  });

  it('leaves keys that are not whole numbers to the comparison', () => {
    const keys = keysFor(10, 5, 3);
    const typed = keys.ranks.findIndex((rank) => rank === TYPED);
    keys.numbers[typed] = 1.5;
    expect(wholeNumberOrder([...keys.ranks.keys()], keys, 1)).toBeNull();
  });

  it.each([
    ['a few distinct texts (choices)', 4],
    ['many distinct texts (names), accents and emoji', 5000],
  ])('orders %s like comparing the texts, stable, both ways', (_, distinct) => {
    const keys = keysFor(2000, distinct, distinct);
    // The typed keys as texts: code-unit order differs from numeric order ("10" < "9").
    const words = ['b', 'B', 'é', 'e', '10', '9', 'zoë', 'a😀', 'a'];
    keys.ranks.forEach((rank, index) => {
      if (rank !== TYPED) return;
      keys.texts[index] = `${words[index % words.length]}${keys.numbers[index]}`;
      keys.isNumber[index] = 0;
    });
    const byText = (sign: number) =>
      Array.from(keys.ranks, (_, index) => index).sort((a, b) => {
        if (keys.ranks[a] !== keys.ranks[b]) return keys.ranks[a]! - keys.ranks[b]!;
        if (keys.ranks[a] === EMPTY) return a - b;
        const [x, y] = [keys.texts[a]!, keys.texts[b]!];
        return (x < y ? -1 : x > y ? 1 : 0) * sign || a - b;
      });
    const expected = [byText(1), byText(-1)];
    expect(rankTexts(keys)).toBe(true);
    const rows = Array.from({ length: 2000 }, (_, index) => index);
    expect(wholeNumberOrder(rows, keys, 1)).toEqual(expected[0]);
    expect(wholeNumberOrder(rows, keys, -1)).toEqual(expected[1]);
  });

  it('leaves a column whose typed keys are numbers to the numbers', () => {
    const keys = keysFor(50, 9, 5);
    const before = Float64Array.from(keys.numbers);
    expect(rankTexts(keys)).toBe(false);
    expect(keys.numbers).toEqual(before);
  });
});
