import { describe, expect, it } from 'vitest';
import {
  comparePerson,
  matchPerson,
  parsePersonQuery,
  personIdentifier,
  phoneDigits,
  type PersonQuery,
} from './person-query';

const query = (input: string) => parsePersonQuery(input) as PersonQuery;

/** How one answer compares with what was typed: the person's, only similar, or neither. */
const likeness = (typed: string, answer: string) =>
  comparePerson(query(typed), { answer })?.how ?? 'not found';

describe('parsePersonQuery', () => {
  it('reads an e-mail address, a phone number and a name', () => {
    expect(parsePersonQuery(' Ann.Lee@Example.COM ')).toEqual({
      kind: 'email',
      email: 'ann.lee@example.com',
    });
    expect(parsePersonQuery('+49 (30) 123-45.67')).toEqual({
      kind: 'phone',
      digits: '49301234567',
    });
    expect(parsePersonQuery('  José  Müller ')).toEqual({
      kind: 'name',
      words: ['jose', 'muller'],
    });
    expect(parsePersonQuery('Lindqvist-Berg')).toEqual({
      kind: 'name',
      words: ['lindqvist', 'berg'],
    });
  });

  it('reads a short run of digits as a name-like search, and nothing as nothing', () => {
    expect(parsePersonQuery('12345')).toEqual({ kind: 'name', words: ['12345'] });
    expect(parsePersonQuery('   ')).toBeUndefined();
    expect(parsePersonQuery('\u200B')).toBeUndefined();
  });

  it('reads the same person however the query is written: NFKC, no zero-width characters', () => {
    const ann = personIdentifier(query('ann@x.com'));
    for (const written of ['ann\u200B@x.com', 'ａｎｎ@x.com', 'ANN@X.COM', 'ann@x.com\u200B ']) {
      expect(personIdentifier(query(written))).toBe(ann);
    }
    expect(personIdentifier(query('＋４９ ３０ １２３４５６７'))).toBe(
      personIdentifier(query('0049 30 1234567')),
    );
  });
});

describe('phoneDigits', () => {
  it('drops spacing, dots, dashes, brackets and a leading + or 00', () => {
    for (const written of [
      '+49 30 1234567',
      '0049 30 1234567',
      '49.30.123.45.67',
      '(49) 30-1234567',
    ]) {
      expect(phoneDigits(written)).toBe('49301234567');
    }
  });
});

// Every example of issue #37, and the unicode cases: what was typed, the answer, how it compares.
const TABLE: ReadonlyArray<readonly [typed: string, answer: string, how: string]> = [
  // An e-mail address: only the whole address, case aside.
  ['jo@example.eu', 'jo@example.eu', 'person'],
  ['jo@example.eu', 'write to jo@example.eu.', 'person'],
  ['jo@example.eu', 'write to jo@example.eu. Thanks', 'person'],
  ['jo@example.eu', '<jo@example.eu>', 'person'],
  ['jo@example.eu', 'JO@Example.EU', 'person'],
  ['jo@example.eu', 'mailto:jo@example.eu', 'person'],
  ['jo@example.eu', '(jo@example.eu, ann@x.com)', 'person'],
  ['jo@example.eu', 'jo@example.eu.invalid', 'similar'],
  ['jo@example.eu', 'jo@example.eur', 'similar'],
  ['jo@example.eu', 'joann.jo@example.eu', 'similar'],
  ['jo@example.eu', 'ajo@example.eu', 'similar'],
  ['jo@example.eu', 'jo@example.eu-west.org', 'similar'],
  ['jo@example.eu', 'jo@example.eu_x', 'similar'],
  ['jo@example.eu', 'jo@example.com', 'not found'],
  ['jo.lindqvist@example.eu', 'Ask jo.lindqvist@example.eu.invalid about the lift', 'similar'],
  ['eve@x.com', 'steve@x.com', 'similar'],
  ['eve@x.com', 'eve@x.com.au', 'similar'],
  ['eve@x.com', 'Eve@X.com', 'person'],
  // An address with a +tag is an address of its own.
  ['ann+news@x.com', 'ann+news@x.com', 'person'],
  ['ann+news@x.com', 'ANN+News@x.com', 'person'],
  ['ann@x.com', 'ann+news@x.com', 'not found'],
  ['news@x.com', 'ann+news@x.com', 'similar'],
  // Unicode: NFKC and no zero-width characters, on both sides.
  ['ann@x.com', 'ann\u200B@x.com', 'person'],
  ['ann@x.com', 'ａｎｎ@x.com', 'person'],
  ['ann@x.com\u200B', 'ann@x.com', 'person'],
  ['ａｎｎ@ｘ.ｃｏｍ', 'Ann@x.com', 'person'],
  ['ann@x.com', 'j\u200Bann@x.com', 'similar'],
  ['jösé@exämple.de', 'JÖSÉ@EXÄMPLE.DE', 'person'],
  ['jose@example.de', 'jösé@example.de', 'not found'],
  // A phone number: the same digits, a whole number, never digits inside a longer one.
  ['+49 30 1234567', '+49 30 1234567', 'person'],
  ['+49 30 1234567', '0049 (30) 123 45 67', 'person'],
  ['0049 30 1234567', '+49-30-1234567', 'person'],
  ['+49 30 1234567', 'Call me at +49 30 1234567 after 5', 'person'],
  ['+49 30 1234567', 'tel:+49.30.1234567', 'person'],
  ['+49 30 1234567', '＋４９ ３０ １２３４５６７', 'person'],
  ['+49 30 1234567', '+49 30 12345678', 'similar'],
  ['+49 30 1234567', '+49 30 7654321', 'not found'],
  ['+49 30 1234567', 'order 4930123456789 shipped', 'similar'],
  ['123456', '1234567', 'similar'],
  ['123456', '+49 30 1234567', 'similar'],
  ['123456', 'call 123456 now', 'person'],
  ['123456', '123 456', 'person'],
  // A trunk 0 is a digit: the same number without it, or with the country, is only similar.
  ['030 1234567', '030 1234567', 'person'],
  ['030 1234567', '030/1234567', 'person'],
  ['030 1234567', '+49 30 1234567', 'similar'],
  ['030 1234567', '1234567 / 030 1234567', 'person'],
  // A name: every word whole, case and accents aside.
  ['Jo Lindqvist', 'jo lindqvist', 'person'],
  ['Jo Lindqvist', 'Jo  LINDQVIST', 'person'],
  ['Jo Lindqvist', 'Lindqvist, Jo', 'person'],
  ['Jo Lindqvist', 'Joanna Lindqvist-Berg', 'similar'],
  ['Lindqvist Berg', 'Joanna Lindqvist-Berg', 'person'],
  ['ann lee', 'Joanne Leeds', 'similar'],
  ['ann lee', 'Ann Lee', 'person'],
  ['florian huber', 'Florian Huber', 'person'],
  ['jose muller', 'José MÜLLER', 'person'],
  ['Jose\u200B Muller', 'José Müller', 'person'],
  ['jose muller', 'Jo\u200Bsé Müller', 'person'],
  ['ｊｏｓｅ', 'José', 'person'],
  // Greek (a final sigma is a sigma), Arabic (vowel marks aside), Japanese.
  ['Οδυσσέας Παπαδόπουλος', 'ΟΔΥΣΣΕΑΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', 'person'],
  ['οδυσσεασ', 'Οδυσσέας', 'person'],
  ['Οδυσσέας', 'Οδυσσέα', 'not found'],
  ['محمد علي', 'مُحَمَّد عَلِي', 'person'],
  ['محمد علي', 'محمد عليان', 'similar'],
  ['山田 太郎', '山田　太郎', 'person'],
  ['山田 太郎', '山田 次郎', 'not found'],
  ['ヤマダ', 'ﾔﾏﾀﾞ', 'person'],
];

describe('comparePerson: the table of cases', () => {
  it.each(TABLE)('%j in %j: %s', (typed, answer, how) => {
    expect(likeness(typed, answer)).toBe(how);
  });
});

describe('matchPerson', () => {
  const match = (input: string, answers: Record<string, unknown>) =>
    matchPerson(query(input), answers);

  it('returns the answers holding the person, none for what is only similar', () => {
    expect(match('ANN@example.com', { email: 'ann@Example.com', note: 'hi' })).toEqual(['email']);
    expect(match('ann@example.com', { email: 'anna@example.com' })).toEqual([]);
    expect(
      match('jo@example.eu', { email: 'jo@example.eu', note: 'or jo@example.eu.invalid' }),
    ).toEqual(['email']);
  });

  it('takes no number that is not a text for a phone number', () => {
    expect(match('+49 30 1234567', { age: 49301234567 })).toEqual([]);
  });

  it('finds a name by its words across answers', () => {
    expect(match('jose muller', { first: 'José', last: 'MÜLLER', note: 'nothing' })).toEqual([
      'first',
      'last',
    ]);
    expect(match('jose muller', { first: 'José', last: 'Schmidt' })).toEqual([]);
  });

  it('reads text answers and lists of texts, and survives any other JSON shape', () => {
    const answers = { tags: ['Ann Lee', 42], weird: { deep: ['ann'] }, none: null, first: 'Ann' };
    expect(match('ann lee', answers)).toEqual(['tags', 'first']);
  });
});
