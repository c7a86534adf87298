import { netPromoterScore } from './scale';
import { questionStat } from './question-stat';
import { answersTo, countsOf } from './test-support';

describe('rating and scale statistics', () => {
  it('a 0–10 scale: distribution from 0, average and NPS', () => {
    const stat = questionStat(answersTo('nps'));
    if (stat.kind !== 'scale') throw new Error(stat.kind);
    expect(stat.answered).toBe(5);
    expect(stat.average).toBe(32 / 5);
    expect(stat.items.map((item) => item.label)).toEqual(
      Array.from({ length: 11 }, (_, index) => String(index)),
    );
    expect(countsOf(stat.items.filter((item) => item.count > 0))).toEqual({
      0: 1,
      6: 1,
      7: 1,
      9: 1,
      10: 1,
    });
    expect(stat.nps).toMatchObject({ promoters: 2, passives: 1, detractors: 2, score: 0 });
    expect(stat.nps?.groups).toEqual([
      {
        label: 'Promoters (9–10)',
        count: 2,
        share: 2 / 5,
        filter: { column: 'q:nps', op: 'nps', group: 'promoters' },
      },
      {
        label: 'Passives (7–8)',
        count: 1,
        share: 1 / 5,
        filter: { column: 'q:nps', op: 'nps', group: 'passives' },
      },
      {
        label: 'Detractors (0–6)',
        count: 2,
        share: 2 / 5,
        filter: { column: 'q:nps', op: 'nps', group: 'detractors' },
      },
    ]);
  });

  it('a rating: steps from 1, fractions under Other, no NPS', () => {
    const stat = questionStat(answersTo('stars'));
    if (stat.kind !== 'scale') throw new Error(stat.kind);
    expect(countsOf(stat.items)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 });
    expect(stat.average).toBe(10 / 3);
    expect(stat.nps).toBeNull();
    expect(stat.other).toEqual({ count: 1, examples: ['4.5'] });
  });

  it('NPS is % promoters minus % detractors, rounded', () => {
    // 5 promoters, 2 passives, 1 detractor of 8: 62.5 − 12.5 = 50.
    const counts = [1, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3];
    expect(netPromoterScore(counts)).toEqual({
      promoters: 5,
      passives: 2,
      detractors: 1,
      score: 50,
    });
  });
});
