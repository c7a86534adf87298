import { histogram } from './histogram';
import { numberStats, rangeStats, summarizeNumbers } from './numbers';
import { questionStat } from './question-stat';
import { answersTo, countsOf } from './test-support';

describe('number statistics', () => {
  it('count, min, max, mean, median and whole-number bins', () => {
    const stat = numberStats(answersTo('size'));
    expect(stat.summary).toEqual({
      count: 4,
      min: 10,
      max: 40,
      mean: 25,
      median: 25,
      variance: 500 / 3,
    });
    expect(countsOf(stat.histogram)).toEqual({
      '10–13': 1,
      '14–17': 0,
      '18–21': 1,
      '22–25': 0,
      '26–29': 0,
      '30–33': 1,
      '34–37': 0,
      '38–41': 1,
    });
    expect(stat.other).toEqual({ count: 1, examples: ['many'] });
  });

  it('the median of an odd count is the middle value', () => {
    expect(summarizeNumbers([5, 1, 100])?.median).toBe(5);
  });

  it('fraction bins are [lo, hi) but the last, with round inner edges, and open exactly that', () => {
    const numbers = [0.5, 1.5, 2.5];
    const bins = histogram(numbers, summarizeNumbers(numbers), { column: 'q:x' });
    expect(bins).toHaveLength(10);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    expect(bins[0]).toMatchObject({
      label: '0.5–0.7',
      count: 1,
      filter: { column: 'q:x', op: 'between', min: 0.5, max: 0.7, maxExclusive: true },
    });
    // 1.5 is the edge between the fifth and sixth bins: it belongs to the sixth.
    expect(bins[4]).toMatchObject({ label: '1.3–1.5', count: 0 });
    expect(bins[5]).toMatchObject({ label: '1.5–1.7', count: 1 });
    expect(bins[9]).toMatchObject({
      label: '2.3–2.5',
      count: 1,
      filter: { op: 'between', min: 2.3, max: 2.5 },
    });
    expect(bins[9]!.filter).not.toHaveProperty('maxExclusive');
  });

  it('a range slider: both ends', () => {
    const stat = rangeStats(answersTo('span'));
    expect(stat.answered).toBe(2);
    expect(stat.lower.summary).toEqual({
      count: 2,
      min: 0,
      max: 10,
      mean: 5,
      median: 5,
      variance: 50,
    });
    expect(stat.upper.summary).toEqual({
      count: 2,
      min: 20,
      max: 50,
      mean: 35,
      median: 35,
      variance: 450,
    });
    expect(stat.upper.countFilter).toEqual({
      column: 'q:span',
      op: 'between',
      min: null,
      max: null,
      end: 'upper',
    });
    expect(stat.lower.histogram[0]?.filter).toEqual({
      column: 'q:span',
      op: 'between',
      min: 0,
      max: 1,
      end: 'lower',
    });
  });

  it('a calculated field that is mostly numbers is numeric, its texts under Other', () => {
    const stat = questionStat(answersTo('calc'));
    if (stat.kind !== 'numbers') throw new Error(stat.kind);
    expect(stat.summary).toEqual({ count: 2, min: 3, max: 5, mean: 4, median: 4, variance: 2 });
    expect(stat.other.count).toBe(1);
  });
});
