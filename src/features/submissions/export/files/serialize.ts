import Papa from 'papaparse';
import type { Cell } from 'write-excel-file/browser';
import type { Question, Submission } from '@/api/schemas';
import type { ResponseView } from '@/response-set/view';
import { buildExportTable, exportHeaders, jsonQuestions, jsonSubmission } from './export-table';
import { xlsxRows } from './xlsx-cells';

/** Which rows a file holds: every one of the tab, those of the view shown, or the selected. */
export type ExportScope = 'all' | 'view' | 'selected';

export type ExportMeta = {
  form: { id: string; name: string };
  exportedAt: string;
  scope: ExportScope;
  view: ResponseView;
};

/**
 * A file written a page at a time, so that an export has little left to do when the last page
 * lands. The columns are the questions of the first `add`; `complete: false` marks a file of
 * the rows loaded before an export stopped.
 */
export type ExportWriter<File extends Blob | Promise<Blob> = Blob | Promise<Blob>> = {
  add(questions: readonly Question[], rows: readonly Submission[]): void;
  finish(ending?: { complete: boolean }): File;
};

const encoder = new TextEncoder();

/**
 * Text as UTF-8 bytes, encoded a piece at a time as the pages land, so that no long encoding of
 * the whole file comes after the last page (docs/performance.md).
 */
function utf8Parts(type: string) {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  return {
    push: (text: string) => void parts.push(encoder.encode(text)),
    blob: (first: string, last: string) =>
      new Blob([encoder.encode(first), ...parts, encoder.encode(last)], { type }),
  };
}

/**
 * UTF-8 with a byte-order mark so spreadsheets detect the encoding; RFC 4180 quoting. The cells
 * come formula-safe from `buildExportTable`, so Papa's own escaping, which would prefix a negative
 * number, stays off.
 */
export function csvWriter(timeZone: string): ExportWriter<Blob> {
  const unparse = (rows: string[][]) =>
    Papa.unparse(rows, { newline: '\r\n', escapeFormulae: false });
  const file = utf8Parts('text/csv;charset=utf-8');
  let columns: readonly Question[] | undefined;
  return {
    add(questions, rows) {
      columns ??= questions;
      const table = buildExportTable(columns, rows, timeZone);
      if (rows.length > 0) file.push(`\r\n${unparse(table.rows)}`);
    },
    finish: () =>
      file.blob(`\uFEFF${unparse([buildExportTable(columns ?? [], [], timeZone).headers])}`, ''),
  };
}

/**
 * One sheet with the CSV's columns, as typed cells. The library is downloaded only when an XLSX
 * export is written, never with a page.
 */
export function xlsxWriter(timeZone: string): ExportWriter<Promise<Blob>> {
  const rows: Cell[][] = [];
  let columns: readonly Question[] | undefined;
  return {
    add(questions, page) {
      columns ??= questions;
      for (const row of xlsxRows(columns, page, timeZone)) rows.push(row);
    },
    async finish() {
      const { default: writeXlsxFile } = await import('write-excel-file/browser');
      const headers = exportHeaders(columns ?? [], timeZone).map((value) => ({
        value,
        fontWeight: 'bold' as const,
      }));
      return writeXlsxFile([headers, ...rows], {
        sheet: 'Submissions',
        stickyRowsCount: 1,
      }).toBlob();
    },
  };
}

// Matches `JSON.stringify(..., null, 2)` of the whole file, one submission at a time.
const indent = (json: string) => json.replace(/\n/g, '\n    ');

/** The API's values, each answer keyed by its question's id, after a header saying what this is. */
export function jsonWriter(meta: ExportMeta): ExportWriter<Blob> {
  const file = utf8Parts('application/json;charset=utf-8');
  let columns: readonly Question[] | undefined;
  let count = 0;
  // A view's file holds the columns shown; the others hold every value.
  const keepOther = meta.scope !== 'view';
  return {
    add(questions, rows) {
      columns ??= questions;
      const fixed = columns;
      const items = rows.map(
        (row) => `\n    ${indent(JSON.stringify(jsonSubmission(fixed, row, keepOther), null, 2))}`,
      );
      if (items.length > 0) file.push(`${count > 0 ? ',' : ''}${items.join(',')}`);
      count += items.length;
    },
    // The header is written last, when the count is known, but comes first in the file.
    finish: ({ complete } = { complete: true }) => {
      const { form, exportedAt, scope, view } = meta;
      const head = JSON.stringify(
        {
          form,
          exported_at: exportedAt,
          scope,
          filter: view.tab,
          view,
          count,
          complete,
          questions: jsonQuestions(columns ?? []),
        },
        null,
        2,
      );
      return file.blob(
        `${head.slice(0, -2)},\n  "submissions": [`,
        count > 0 ? '\n  ]\n}' : ']\n}',
      );
    },
  };
}
