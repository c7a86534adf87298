import { comparableText } from './comparable-text';
import { splitMarks } from './split-marks';

// The parts written out, marks in brackets: "M[ü]ller".
function marked(text: string, ...query: string[]): string {
  const parts = splitMarks(text, query.map(comparableText));
  expect(parts.map((part) => part.text).join('')).toBe(text);
  return parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('');
}

describe('splitMarks', () => {
  it('marks case- and accent-insensitively, in the original letters', () => {
    expect(marked('Anna Müller', 'muller')).toBe('Anna [Müller]');
    expect(marked('Anna Muller', 'MÜLLER')).toBe('Anna [Muller]');
    expect(marked('CAFÉ crème', 'cafe', 'creme')).toBe('[CAFÉ] [crème]');
    expect(marked('Zoë Ångström', 'ang')).toBe('Zoë [Ång]ström');
  });

  it('maps positions back when ignoring case and accents changes the length', () => {
    // "é" written as "e" plus a combining accent: the accent stays inside the mark.
    expect(marked('Cafe\u0301 noir', 'cafe')).toBe('[Cafe\u0301] noir');
    expect(marked('Cafe\u0301 noir', 'noir')).toBe('Cafe\u0301 [noir]');
    // A Hangul syllable splits into three jamo; the match is the syllable.
    expect(marked('안녕 한국', '한국')).toBe('안녕 [한국]');
    expect(marked('İstanbul', 'istanbul')).toBe('[İstanbul]');
  });

  it('marks every occurrence, and overlapping or touching matches as one', () => {
    expect(marked('banana', 'an')).toBe('b[anan]a');
    expect(marked('aaa b aaa', 'aa')).toBe('[aaa] b [aaa]');
    expect(marked('Pro plan, pro rata', 'pro')).toBe('[Pro] plan, [pro] rata');
    expect(marked('Northwind', 'north', 'thwi')).toBe('[Northwi]nd');
    expect(marked('abcdef', 'ab', 'cd')).toBe('[abcd]ef');
    expect(marked('abcdef', 'f', 'a')).toBe('[a]bcde[f]');
  });

  it('never cuts an emoji or a surrogate pair', () => {
    expect(marked('I 👍🏽 it 👍', '👍')).toBe('I [👍🏽] it [👍]');
    expect(marked('𝒜lice ok', 'lice')).toBe('𝒜[lice] ok');
    expect(marked('😀 Zoë 😀', 'zoe')).toBe('😀 [Zoë] 😀');
  });

  it('leaves a text whole when nothing matches or there is nothing to look for', () => {
    expect(splitMarks('Müller', [])).toEqual([{ text: 'Müller', marked: false }]);
    expect(splitMarks('Müller', [''])).toEqual([{ text: 'Müller', marked: false }]);
    expect(splitMarks('Müller', ['schmidt'])).toEqual([{ text: 'Müller', marked: false }]);
    expect(splitMarks('', ['a'])).toEqual([{ text: '', marked: false }]);
  });

  it('keeps markup-like text as text', () => {
    expect(marked('<b>bold</b>', 'bold')).toBe('<b>[bold]</b>');
  });
});
