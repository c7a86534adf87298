import { questionStat } from './question-stat';
import { answersTo, countsOf } from './test-support';
import { wordsOf } from './words';

describe('text statistics', () => {
  it('answered count, top words (folded, stop words out) and the latest answers', () => {
    const stat = questionStat(answersTo('comment'));
    if (stat.kind !== 'text') throw new Error(stat.kind);
    expect(stat.answered).toBe(3);
    // A word counts the answers that contain it, as the `contains` filter finds them.
    expect(stat.words.map((word) => [word.label, word.count])).toEqual([
      ['cafe', 2],
      ['export', 2],
      ['creme', 1],
      ['exports', 1],
      ['fast', 1],
      ['slow', 1],
    ]);
    expect(stat.latest).toEqual([
      'The export is too slow. Export again!',
      'Café crème, EXPORTS fast',
      'cafe',
    ]);
  });

  it('words: letters and digits, apostrophes dropped, numbers and stop words out', () => {
    expect(wordsOf("we don't like 2026 dark-mode à la carte")).toEqual([
      'like',
      'dark',
      'mode',
      'la',
      'carte',
    ]);
  });

  it('e-mail by domain (folded), links by host, the rest under Other', () => {
    const mail = questionStat(answersTo('mail'));
    if (mail.kind !== 'text') throw new Error(mail.kind);
    expect(countsOf(mail.groups?.items ?? [])).toEqual({ 'acme.example': 2 });
    expect(mail.other.examples).toEqual(['no-at-sign']);
    const site = questionStat(answersTo('site'));
    if (site.kind !== 'text') throw new Error(site.kind);
    expect(countsOf(site.groups?.items ?? [])).toEqual({ 'www.acme.example': 1 });
    expect(site.other.count).toBe(1);
  });

  it('phone numbers: answered only', () => {
    const stat = questionStat(answersTo('phone'));
    expect(stat).toMatchObject({ kind: 'text', answered: 1, words: [], groups: null });
  });
});
