import { choiceStats, rankingStats } from './choices';
import { questionStat } from './question-stat';
import { answersTo, countsOf } from './test-support';

describe('choice statistics', () => {
  it('counts each option with its share of the answering responses; other shapes apart', () => {
    const stat = choiceStats(answersTo('plan'), { multi: false });
    expect(stat.answered).toBe(5);
    expect(stat.items.map((item) => [item.label, item.count, item.share])).toEqual([
      ['Pro', 3, 0.6],
      ['Free', 1, 0.2],
      ['Team', 1, 0.2],
    ]);
    expect(stat.averageChosen).toBeNull();
    expect(stat.other.count).toBe(1);
    // Shown as text, never as markup.
    expect(stat.other.examples[0]).toContain('<img src=x>');
  });

  it('multi-answers: shares of respondents (over 100 % together) and options chosen on average', () => {
    const stat = choiceStats(answersTo('tools'), { multi: true });
    expect(stat.answered).toBe(4);
    expect(countsOf(stat.items)).toEqual({ API: 3, Billing: 2, SSO: 2 });
    expect(stat.items.reduce((sum, item) => sum + item.share, 0)).toBe(1.75);
    expect(stat.averageChosen).toBe(7 / 4);
  });

  it('countries by name', () => {
    const stat = questionStat(answersTo('land'));
    expect(stat.kind === 'choices' && countsOf(stat.items)).toEqual({ Germany: 2, France: 1 });
  });

  it('ranking: average rank (1 is first) and first places', () => {
    const stat = rankingStats(answersTo('rank'));
    expect(stat.answered).toBe(3);
    expect(stat.items.map((item) => [item.label, item.averageRank, item.first])).toEqual([
      ['Speed', 4 / 3, 2],
      ['Price', 2, 1],
      ['Support', 8 / 3, 0],
    ]);
  });
});
