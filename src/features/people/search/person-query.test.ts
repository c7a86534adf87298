import { describe, expect, it } from 'vitest';
import { matchPerson, parsePersonQuery, phoneDigits, type PersonQuery } from './person-query';

function match(input: string, answers: Record<string, unknown>) {
  return matchPerson(parsePersonQuery(input) as PersonQuery, answers);
}

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
  });

  it('reads a short run of digits as a name-like search, and nothing as nothing', () => {
    expect(parsePersonQuery('12345')).toEqual({ kind: 'name', words: ['12345'] });
    expect(parsePersonQuery('   ')).toBeUndefined();
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

describe('matchPerson', () => {
  it('finds an e-mail address whatever its case, in any text answer', () => {
    expect(match('ANN@example.com', { email: 'ann@Example.com', note: 'hi' })).toEqual(['email']);
    expect(match('ann@example.com', { note: 'Write to Ann@Example.com please' })).toEqual(['note']);
    expect(match('ann@example.com', { email: 'anna@example.com' })).toEqual([]);
  });

  it('finds a phone number by its digits however either side writes it', () => {
    expect(match('0049 30 123 45 67', { phone: '+49 (30) 1234567' })).toEqual(['phone']);
    expect(match('+49 30 1234567', { phone: '0049-30-1234567' })).toEqual(['phone']);
    expect(match('+49 30 1234567', { phone: '+49 30 7654321' })).toEqual([]);
  });

  it('does not take digits inside other text or numbers for a phone number', () => {
    expect(
      match('+49 30 1234567', { note: 'order 4930123456789 shipped', age: 49301234567 }),
    ).toEqual([]);
  });

  it('finds a name by its words across answers, accents and case aside', () => {
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
