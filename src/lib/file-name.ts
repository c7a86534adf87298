/**
 * A download's name: the form's name as a plain slug (accents dropped, any other character a
 * hyphen), what the file holds, and the day, e.g. `cafe-feedback-submissions-all-2026-11-22.csv`.
 */
export function datedFileName(formName: string, suffix: string, date: Date, ext: string): string {
  const slug = formName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const day = date.toISOString().slice(0, 10);
  return `${slug || 'form'}-${suffix}-${day}.${ext}`;
}
