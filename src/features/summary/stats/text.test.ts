import { questionStat } from './question-stat';
import { answersTo, countsOf } from './test-support';
import { stopWordsFor } from './stop-words';
import { wordsOf } from './words';

describe('text statistics', () => {
  it('answered count, top words (any case or accent, no stop words), latest answers', () => {
    const stat = questionStat(answersTo('comment'));
    if (stat.kind !== 'text') throw new Error(stat.kind);
    expect(stat.answered).toBe(3);
    // A word counts the answers that contain it, as the `contains` filter finds them.
    expect(stat.words.map((word) => [word.label, word.count])).toEqual([
      ['cafe', 2],
      ['export', 2],
      ['again', 1],
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

  it('words: letters and digits, apostrophes dropped, numbers out', () => {
    expect(wordsOf("we don't like 2026 dark-mode à la carte")).toEqual([
      'we',
      'dont',
      'like',
      'dark',
      'mode',
      'la',
      'carte',
    ]);
  });

  it('stop words: those of the languages the answers use, from the stopword package', () => {
    const words = (text: string) => new Map(wordsOf(text).map((word) => [word, 1]));
    const english = stopWordsFor(words("we don't like the new dark mode, it is too dark"));
    expect(['we', 'the', 'is', 'like', 'dark'].filter((word) => english.has(word))).toEqual([
      'we',
      'the',
      'is',
      'like',
    ]);
    // "la" and "et" are French stop words: not English ones unless French is used too.
    expect(english.has('et')).toBe(false);
    const mixed = stopWordsFor(
      words("we like the app and it is fast. Je n'aime pas la couleur et le prix est trop élevé"),
    );
    expect(['the', 'and', 'la', 'et', 'le'].every((word) => mixed.has(word))).toBe(true);
    expect(mixed.has('couleur')).toBe(false);
    expect(stopWordsFor(words('Northwind Analytics Billing')).size).toBe(0);
  });

  it('names, phone numbers and hidden fields get no word counts; other short answers do', () => {
    const text = (name: string, type: string) =>
      questionStat({
        column: 'q:x',
        type,
        name,
        values: ['Ada Lovelace', 'Ada King', 'Grace Hopper'],
      });
    expect(text('Your name', 'SHORT_ANSWER')).toMatchObject({ kind: 'text', words: [] });
    expect(text('Prénom', 'SHORT_ANSWER')).toMatchObject({ kind: 'text', words: [] });
    expect(text('utm_source', 'HIDDEN')).toMatchObject({ kind: 'text', words: [] });
    const hero = text('Your hero', 'SHORT_ANSWER');
    if (hero.kind !== 'text') throw new Error(hero.kind);
    expect(hero.words.map((word) => [word.label, word.count])[0]).toEqual(['ada', 2]);
  });

  it('e-mail by domain (in any case), links by host, the rest under Other', () => {
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
