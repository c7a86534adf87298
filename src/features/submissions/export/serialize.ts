import Papa from 'papaparse';
import type { ExportTable } from './export-table';

// Papa's default pattern ends in `.*$`, which misses a formula followed by a line break.
const FORMULA_START = /^[=+\-@\t\r]/;

type JsonMeta = { form: { id: string; name: string }; filter: string; exportedAt: string };

/** A file written a page at a time, so that an export has little left to do when the last page lands. */
export type ExportWriter = { add(table: ExportTable): void; finish(): string };

/** UTF-8 with a byte-order mark so spreadsheets detect the encoding; RFC 4180 quoting. */
export function csvWriter(): ExportWriter {
  const unparse = (rows: string[][]) =>
    Papa.unparse(rows, { newline: '\r\n', escapeFormulae: FORMULA_START });
  const chunks: string[] = [];
  return {
    add({ headers, rows }) {
      if (chunks.length === 0) chunks.push(unparse([headers]));
      if (rows.length > 0) chunks.push(unparse(rows));
    },
    finish: () => `\uFEFF${chunks.join('\r\n')}`,
  };
}

// Matches `JSON.stringify(..., null, 2)` of the whole file, one submission at a time.
const indent = (json: string) => json.replace(/\n/g, '\n    ');

export function jsonWriter(meta: JsonMeta): ExportWriter {
  const items: string[] = [];
  return {
    add({ headers, rows }) {
      for (const row of rows) {
        const item = Object.fromEntries(headers.map((header, index) => [header, row[index] ?? '']));
        items.push(`\n    ${indent(JSON.stringify(item, null, 2))}`);
      }
    },
    finish() {
      const head = JSON.stringify(
        { form: meta.form, filter: meta.filter, exported_at: meta.exportedAt },
        null,
        2,
      );
      const submissions = items.length ? `[${items.join(',')}\n  ]` : '[]';
      return `${head.slice(0, -2)},\n  "submissions": ${submissions}\n}`;
    },
  };
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
