import { datedFileName } from './file-name';

const day = new Date('2026-11-22T09:00:00Z');
const name = (formName: string) => datedFileName(formName, 'submissions-all', day, 'csv');

describe('a download’s file name', () => {
  it('keeps the letters of any script, and drops Latin accents', () => {
    expect(name('Straße')).toBe('straße-submissions-all-2026-11-22.csv');
    expect(name('Ελληνικά')).toBe('ελληνικα-submissions-all-2026-11-22.csv');
    expect(name('日本語')).toBe('日本語-submissions-all-2026-11-22.csv');
    expect(name('Café du Nord')).toBe('cafe-du-nord-submissions-all-2026-11-22.csv');
    expect(name('설문 조사')).toBe('설문-조사-submissions-all-2026-11-22.csv');
    expect(name('हिन्दी सर्वे')).toBe('हिन्दी-सर्वे-submissions-all-2026-11-22.csv');
  });

  it('makes every other character a hyphen, and a name of none of them "form"', () => {
    expect(name('Café feedback: 2026!')).toBe('cafe-feedback-2026-submissions-all-2026-11-22.csv');
    expect(name('a/b\\c\u200Bd')).toBe('a-b-c-d-submissions-all-2026-11-22.csv');
    expect(name('???')).toBe('form-submissions-all-2026-11-22.csv');
  });

  it('cuts a long name at 60 whole characters, with no hyphen at the end', () => {
    expect(name(`${'𠀀'.repeat(70)}`)).toBe(`${'𠀀'.repeat(60)}-submissions-all-2026-11-22.csv`);
    expect(name(`${'a'.repeat(59)} b`)).toBe(`${'a'.repeat(59)}-submissions-all-2026-11-22.csv`);
  });
});
