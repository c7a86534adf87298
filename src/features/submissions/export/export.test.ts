import Papa from 'papaparse';
import type { Question, Submission } from '@/api/schemas';
import { buildExportTable } from './export-table';
import { csvWriter, type ExportWriter, exportFileName, jsonWriter } from './serialize';
import type { ExportTable } from './export-table';

const questions: Question[] = [
  { id: 'q1', name: 'Comment', type: 'LONG_ANSWER', is_deleted: false },
  { id: 'q2', name: 'Budget', type: 'RANGE_SLIDER', is_deleted: false },
  { id: 'q3', name: 'Old', type: 'SHORT_ANSWER', is_deleted: true },
  { id: 'q4', name: 'Comment', type: 'PAYMENT', is_deleted: false },
];
const submission = (id: string, responses: Record<string, unknown>): Submission => ({
  id,
  created_at: '2026-11-01T09:00:00Z',
  is_partial: id === 's2',
  responses,
});

const write = async (writer: ExportWriter, ...tables: ExportTable[]) => {
  tables.forEach((table) => writer.add(table));
  // The bytes as a spreadsheet reads them: UTF-8, the byte-order mark kept.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await writer.finish().arrayBuffer());
};
const meta = { form: { id: 'f', name: 'F' }, filter: 'all', exportedAt: 'now' };

describe('export', () => {
  const table = buildExportTable(
    questions,
    [
      submission('s1', {
        q1: '=HYPERLINK("http://evil","x")\nline 2',
        q2: { min: 10, max: 90 },
        q4: { amount: 1250, currency: 'EUR', status: 'paid' },
      }),
      submission('s2', { q1: 'He said "hi", then left', q3: '+1 234', toString: 'x' }),
    ],
    'en-US',
  );

  it('has id, time, status and every question as columns, deleted ones marked, names unique', () => {
    expect(table.headers).toEqual([
      'Submission ID',
      'Submitted at',
      'Status',
      'Comment',
      'Budget',
      'Old (deleted question)',
      'Comment (2)',
    ]);
    expect(table.rows[0]).toEqual([
      's1',
      '2026-11-01T09:00:00Z',
      'Completed',
      '=HYPERLINK("http://evil","x")\nline 2',
      '10 – 90',
      '',
      '€12.50 (paid)',
    ]);
    expect(table.rows[1]?.[2]).toBe('Partial');
  });

  it('writes RFC 4180 CSV with a byte-order mark and defused formulas', async () => {
    const csv = await write(csvWriter(), table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual(table.headers);
    expect(parsed[1]?.[3]).toBe(`'=HYPERLINK("http://evil","x")\nline 2`);
    expect(parsed[2]?.[3]).toBe('He said "hi", then left');
    expect(parsed[2]?.[5]).toBe(`'+1 234`);
    expect(csv).toContain('"He said ""hi"", then left"');
    expect(csv).not.toContain('[object Object]');
    expect(csvWriter().finish().type).toBe('text/csv;charset=utf-8');
  });

  it('writes JSON rows keyed by column', async () => {
    const json = JSON.parse(await write(jsonWriter(meta), table)) as {
      submissions: Record<string, string>[];
    };
    expect(json.submissions[0]?.['Budget']).toBe('10 – 90');
    expect(json.submissions).toHaveLength(2);
    expect(jsonWriter(meta).finish().type).toBe('application/json;charset=utf-8');
  });

  it('writes the same file a page at a time as all at once, empty pages included', async () => {
    const [first, second] = table.rows;
    const pages = [
      { headers: table.headers, rows: [first!] },
      { headers: table.headers, rows: [] },
      { headers: table.headers, rows: [second!] },
    ];
    expect(await write(csvWriter(), ...pages)).toBe(await write(csvWriter(), table));
    expect(await write(jsonWriter(meta), ...pages)).toBe(await write(jsonWriter(meta), table));
    expect(await write(jsonWriter(meta), table)).toBe(
      JSON.stringify(
        {
          form: meta.form,
          filter: 'all',
          exported_at: 'now',
          submissions: table.rows.map((row) =>
            Object.fromEntries(table.headers.map((header, i) => [header, row[i]])),
          ),
        },
        null,
        2,
      ),
    );
  });

  it('writes the header alone, and an empty list, when there are no rows', async () => {
    const empty = { headers: ['Submission ID', '=Total'], rows: [] };
    expect(await write(csvWriter(), empty)).toBe(`\uFEFFSubmission ID,"'=Total"`);
    expect(JSON.parse(await write(jsonWriter(meta), empty))).toMatchObject({ submissions: [] });
  });

  it('names the file after the form and the day', () => {
    const day = new Date('2026-11-22T12:00:00Z');
    expect(exportFileName('Café feedback: 2026!', 'submissions-all', day, 'csv')).toBe(
      'cafe-feedback-2026-submissions-all-2026-11-22.csv',
    );
    expect(exportFileName('???', 'x', day, 'json')).toBe('form-x-2026-11-22.json');
  });
});
