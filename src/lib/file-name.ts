/** The longest slug of a form's name in a file name, in characters. */
const SLUG_MAX = 60;

/**
 * A download's name: the form's name as a slug (lower case, Latin accents dropped, letters and
 * digits of every script kept, anything else a hyphen), what the file holds, and the day, e.g.
 * `cafe-feedback-submissions-all-2026-11-22.csv` or `straße-submissions-all-2026-11-22.csv`.
 */
export function datedFileName(formName: string, suffix: string, date: Date, ext: string): string {
  const words = formName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Composed again: a Korean syllable or an Indic letter with its vowel sign is one letter.
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+/, '');
  // Whole characters: a letter outside the Basic Multilingual Plane is never split in two.
  const slug = Array.from(words).slice(0, SLUG_MAX).join('').replace(/-+$/, '');
  const day = date.toISOString().slice(0, 10);
  return `${slug || 'form'}-${suffix}-${day}.${ext}`;
}
