import Papa from 'papaparse';
import type { ExportTable } from './export-table';

// Papa's default pattern ends in `.*$`, which misses a formula followed by a line break.
const FORMULA_START = /^[=+\-@\t\r]/;

/** UTF-8 with a byte-order mark so spreadsheets detect the encoding; RFC 4180 quoting. */
export function toCsv({ headers, rows }: ExportTable): string {
  const csv = Papa.unparse(
    { fields: headers, data: rows },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${csv}`;
}

export function toJson(
  { headers, rows }: ExportTable,
  meta: { form: { id: string; name: string }; filter: string; exportedAt: string },
): string {
  const submissions = rows.map((row) =>
    Object.fromEntries(headers.map((header, index) => [header, row[index] ?? ''])),
  );
  return JSON.stringify(
    { form: meta.form, filter: meta.filter, exported_at: meta.exportedAt, submissions },
    null,
    2,
  );
}

export function exportFileName(formName: string, suffix: string, date: Date, ext: string): string {
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
