import { hasInvisible, revealInvisible, shorten, typedForm } from './reveal-invisible';

const RLO = '\u202E';

describe('revealInvisible', () => {
  it('writes a right-to-left override as a visible marker, so a spoofed extension shows', () => {
    expect(revealInvisible(`invoice${RLO}fdp.exe`)).toBe('invoice⟨U+202E⟩fdp.exe');
  });

  it.each([
    ['\u202A', 'U+202A'],
    ['\u202D', 'U+202D'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\u200E', 'U+200E'],
    ['\u200F', 'U+200F'],
    ['\u061C', 'U+061C'],
    ['\u200B', 'U+200B'],
    ['\u200D', 'U+200D'],
    ['\u2060', 'U+2060'],
    ['\uFEFF', 'U+FEFF'],
  ])('%j is shown as ⟨%s⟩', (char, code) => {
    expect(revealInvisible(`a${char}b`)).toBe(`a⟨${code}⟩b`);
    expect(hasInvisible(`a${char}b`)).toBe(true);
  });

  it('leaves visible text alone: right-to-left scripts, accents, emoji', () => {
    for (const text of ['שלום.pdf', 'café', 'Résumé 2026.docx', '😀 party.png']) {
      expect(revealInvisible(text)).toBe(text);
      expect(hasInvisible(text)).toBe(false);
    }
  });
});

describe('typedForm', () => {
  it('compares a decomposed accent equal to the composed one', () => {
    expect(typedForm('Cafe\u0301')).toBe(typedForm('Café'));
  });

  it('drops invisible characters and collapses line breaks and spaces', () => {
    expect(typedForm(' Sign\u200Bup\n\n form\t2026 ')).toBe('Signup form 2026');
    expect(typedForm('\u200B\u202E')).toBe('');
  });

  it('keeps case and punctuation: only what cannot be seen or typed is forgiven', () => {
    expect(typedForm('Feedback!')).not.toBe(typedForm('feedback'));
  });
});

describe('shorten', () => {
  it('keeps a short text and cuts a long one with an ellipsis', () => {
    expect(shorten('abc', 5)).toBe('abc');
    expect(shorten('abcdefgh', 5)).toBe('abcd…');
    expect(shorten('x'.repeat(200_000), 60)).toHaveLength(60);
  });

  it('never cuts an emoji in half', () => {
    expect(shorten('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect(shorten('😀😀😀', 3)).toBe('😀😀😀');
  });
});
