import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import type { Question, Submission } from '@/api/schemas';
import { VALID_ANSWERS } from '@/components/answers/answer-fixtures';
import { QUESTION_TYPES } from '@/contract/question-types';
import { csvWriter, xlsxWriter } from './serialize';

const everyType: Question[] = QUESTION_TYPES.map((type) => ({
  id: `q-${type}`,
  name: type,
  type,
  is_deleted: false,
}));
const answers = Object.fromEntries(
  everyType.map((q) => [q.id, VALID_ANSWERS[q.type as keyof typeof VALID_ANSWERS]]),
);
const rows: Submission[] = [
  { id: 's1', created_at: '2026-11-01T09:00:00Z', is_partial: false, responses: answers },
  // Summer time in Paris (UTC+2); answers missing, a negative number, text that looks like a formula.
  {
    id: 's2',
    created_at: '2026-07-01T22:30:05Z',
    is_partial: true,
    responses: { 'q-NUMBER': -5, 'q-SHORT_ANSWER': '=HYPERLINK("http://evil.example")' },
  },
];

async function readXlsx(timeZone: string) {
  const writer = xlsxWriter(timeZone);
  writer.add(everyType, rows);
  const blob = await writer.finish();
  expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return readXlsxFile(Buffer.from(await blob.arrayBuffer()));
}

async function readCsv(timeZone: string) {
  const writer = csvWriter(timeZone);
  writer.add(everyType, rows);
  const text = await writer.finish().text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;
}

const column = (headers: readonly unknown[], name: string) => {
  const index = headers.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return index;
};

describe('XLSX export, read back with a spreadsheet reader', () => {
  it('one sheet, the CSV’s columns, typed cells: numbers, dates, booleans, text', async () => {
    const sheets = await readXlsx('Europe/Paris');
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Submissions']);
    const [headers = [], first = [], second = []] = sheets[0]?.data ?? [];
    const [csvHeaders] = await readCsv('Europe/Paris');
    expect(headers).toEqual(csvHeaders);
    expect(headers.slice(0, 3)).toEqual(['Submission ID', 'Submitted (Europe/Paris)', 'Status']);

    const cell = (row: readonly unknown[], name: string) => row[column(headers, name)];
    // Submitted times as dates, at the wall-clock time of the zone named in the header.
    expect(cell(first, 'Submitted (Europe/Paris)')).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(cell(second, 'Submitted (Europe/Paris)')).toEqual(new Date('2026-07-02T00:30:05Z'));
    expect(cell(first, 'Status')).toBe('Completed');
    expect(cell(second, 'Status')).toBe('Partial');

    expect(cell(first, 'NUMBER')).toBe(1234.5);
    expect(cell(second, 'NUMBER')).toBe(-5);
    expect(cell(first, 'SLIDER')).toBe(70);
    expect(cell(first, 'RATING')).toBe(4);
    expect(cell(first, 'CALCULATED_FIELD')).toBe(42.5);
    expect(cell(first, 'SWITCH')).toBe(true);
    expect(cell(first, 'CHECKBOX')).toBe(false);
    expect(cell(first, 'DATE')).toEqual(new Date('2024-03-05T00:00:00Z'));
    expect(cell(first, 'PAYMENT')).toBe(12.5);
    expect(cell(first, 'PAYMENT (currency)')).toBe('EUR');
    expect(cell(first, 'PAYMENT (status)')).toBe('paid');
    expect(cell(first, 'PHONE_NUMBER')).toBe('+1 555 0100');
    expect(cell(first, 'LIST_CHECKBOX')).toBe('Red; Green');
    expect(cell(first, 'DATE_RANGE')).toBe('2024-03-01/2024-03-05');
    expect(cell(first, 'TIME')).toBe('14:30');
    // A text cell is never a formula: it reads back as the respondent's text, unchanged.
    expect(cell(second, 'SHORT_ANSWER')).toBe('=HYPERLINK("http://evil.example")');
    expect(cell(second, 'EMAIL')).toBeNull();
  });

  it('every cell holds the CSV’s value, typed', async () => {
    const [headers = [], ...cells] = (await readXlsx('UTC'))[0]?.data ?? [];
    const [, ...csvRows] = await readCsv('UTC');
    expect(cells).toHaveLength(rows.length);
    cells.forEach((row, r) =>
      row.forEach((value, c) => {
        const csv = csvRows[r]?.[c] ?? '';
        const where = `${String(headers[c])}, row ${r + 1}`;
        if (value === null) expect(csv, where).toBe('');
        else if (typeof value === 'number') expect(Number(csv), where).toBe(value);
        else if (typeof value === 'boolean') expect(csv, where).toBe(String(value));
        else if (value instanceof Date) {
          const iso = value.toISOString();
          expect(csv, where).toBe(
            csv.length === 10 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
          );
        } else {
          // The CSV guards text against formulas (a leading ' or, before a phone number, a
          // word joiner); the XLSX needs no guard, text cells are never run.
          expect(csv.replace(/^['\u2060]/, ''), where).toBe(value);
        }
      }),
    );
  });
});
