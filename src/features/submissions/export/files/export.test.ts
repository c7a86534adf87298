import Papa from 'papaparse';
import type { Question, Submission } from '@/api/schemas';
import { VALID_ANSWERS } from '@/components/answers/answer-fixtures';
import { QUESTION_TYPES } from '@/contract/question-types';
import { datedFileName } from '@/lib/file-name';
import { HOSTILE_VALUES, hostileExtraKeys } from '@/sandbox/hostile-values';
import { csvWriter, type ExportMeta, type ExportWriter, jsonWriter } from './serialize';

const question = (id: string, name: string, type: string, is_deleted = false): Question => ({
  id,
  name,
  type,
  is_deleted,
});
const submission = (id: string, responses: Record<string, unknown>): Submission => ({
  id,
  created_at: '2026-11-01T09:00:00Z',
  is_partial: id === 's2',
  responses,
});
const meta: ExportMeta = {
  form: { id: 'f', name: 'F' },
  exportedAt: '2026-11-25T08:00:00.000Z',
  scope: 'view',
  view: { tab: 'partial', search: 'ann', sort: null, filters: [] },
};

type Page = [readonly Question[], readonly Submission[]];

async function write(writer: ExportWriter<Blob>, ...pages: Page[]) {
  pages.forEach(([questions, rows]) => writer.add(questions, rows));
  // The bytes as a spreadsheet reads them: UTF-8, the byte-order mark included.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await writer.finish().arrayBuffer());
}

/** The CSV as papaparse reads it back: one record per row, keyed by header. */
async function readCsv(
  questions: readonly Question[],
  rows: readonly Submission[],
  timeZone = 'UTC',
) {
  const csv = await write(csvWriter(timeZone), [questions, rows]);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [headers = [], ...cells] = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;
  return {
    headers,
    records: cells.map((row) => Object.fromEntries(headers.map((name, i) => [name, row[i]]))),
  };
}

type JsonFile = {
  filter: string;
  count: number;
  questions: { id: string; name: string; type: string; deleted: boolean; csv_columns: string[] }[];
  submissions: { id: string; answers: Record<string, unknown> }[];
};
async function readJson(questions: readonly Question[], rows: readonly Submission[]) {
  return JSON.parse(await write(jsonWriter(meta), [questions, rows])) as JsonFile;
}

const everyType = QUESTION_TYPES.map((type) => question(`q-${type}`, type, type));
const FORMULA_TRIGGER = /^[=+\-@\t\r\0＝＋－＠]/;
const isNumber = (cell: string) => cell.trim() !== '' && Number.isFinite(Number(cell));

describe('export values', () => {
  it('writes every type of answer as values a spreadsheet can use, read back with papaparse', async () => {
    const row = submission(
      's1',
      Object.fromEntries(
        everyType.map((q) => [q.id, VALID_ANSWERS[q.type as keyof typeof VALID_ANSWERS]]),
      ),
    );
    const { records } = await readCsv(everyType, [row]);
    expect(records[0]).toEqual({
      'Submission ID': 's1',
      'Submitted (UTC)': '2026-11-01 09:00:00',
      Status: 'Completed',
      SHORT_ANSWER: 'Ann Smith',
      LONG_ANSWER: 'Line one\nLine two',
      EMAIL: 'ann@example.com',
      PHONE_NUMBER: '\u2060+1 555 0100',
      LINK: 'https://example.com/page?q=1',
      NUMBER: '1234.5',
      SLIDER: '70',
      RANGE_SLIDER: 'min: 20, max: 80',
      SWITCH: 'true',
      CHECKBOX: 'false',
      DATE: '2024-03-05',
      DATE_RANGE: '2024-03-01/2024-03-05',
      TIME: '14:30',
      RATING: '4',
      LINEAR_SCALE: '8',
      FILE_UPLOAD: 'https://files.example.com/cv.pdf; https://files.example.com/photo.png',
      'FILE_UPLOAD (file names)': 'cv.pdf; photo.png',
      SIGNATURE: 'https://files.example.com/sig.png',
      'SIGNATURE (file names)': 'signature.png',
      HIDDEN: 'utm-spring',
      COUNTRY: 'DE',
      LIST_RADIO: 'Blue',
      LIST_CHECKBOX: 'Red; Green',
      MULTIPLE_CHOICES: 'Option A',
      DROPDOWN: 'Berlin',
      MULTISELECT: 'a; b; c; d; e',
      RANKING: 'Pizza; Pasta; Salad',
      CALCULATED_FIELD: '42.5',
      PAYMENT: '12.50',
      'PAYMENT (currency)': 'EUR',
      'PAYMENT (status)': 'paid',
    });
  });

  it('keeps the API values of every type in the JSON, keyed by question id', async () => {
    const answers = Object.fromEntries(
      everyType.map((q) => [q.id, VALID_ANSWERS[q.type as keyof typeof VALID_ANSWERS]]),
    );
    const json = await readJson(everyType, [submission('s1', answers)]);
    expect(json.submissions[0]).toEqual({
      id: 's1',
      created_at: '2026-11-01T09:00:00Z',
      is_partial: false,
      answers,
    });
    expect(json.questions.map(({ id, type, deleted }) => ({ id, type, deleted }))).toEqual(
      everyType.map(({ id, type }) => ({ id, type, deleted: false })),
    );
  });

  it('reads back every hostile value: as it was from the JSON, safe and readable from the CSV', async () => {
    const questions = QUESTION_TYPES.filter(
      (type) => !['FILE_UPLOAD', 'SIGNATURE', 'PAYMENT'].includes(type),
    ).map((type) => question(`q-${type}`, type, type));
    const cases = questions.flatMap((q) =>
      HOSTILE_VALUES[q.type as keyof typeof HOSTILE_VALUES].map((value) => ({ q, value })),
    );
    const rows = cases.map(({ q, value }, i) => submission(`s${i}`, { [q.id]: value }));

    const json = await readJson(questions, rows);
    expect(json.count).toBe(cases.length);
    cases.forEach(({ q, value }, i) => expect(json.submissions[i]?.answers[q.id]).toEqual(value));

    const { records } = await readCsv(questions, rows);
    cases.forEach(({ q, value }, i) => {
      const cell = records[i]?.[q.type] ?? '';
      expect(cell).not.toContain('[object Object]');
      if (FORMULA_TRIGGER.test(cell)) expect(isNumber(cell)).toBe(true);
      if (typeof value === 'number' || typeof value === 'boolean') expect(cell).toBe(String(value));
      else if (typeof value === 'string' && q.type !== 'PHONE_NUMBER') {
        expect(cell).toBe(FORMULA_TRIGGER.test(value) ? `'${value}` : value);
      }
    });
  });

  it('keeps files, signatures and payments of any shape, their cells formula-safe', async () => {
    const questions = everyType.filter((q) =>
      ['FILE_UPLOAD', 'SIGNATURE', 'PAYMENT'].includes(q.type),
    );
    const cases = questions.flatMap((q) =>
      HOSTILE_VALUES[q.type as keyof typeof HOSTILE_VALUES].map((value) => ({ q, value })),
    );
    const rows = cases.map(({ q, value }, i) => submission(`s${i}`, { [q.id]: value }));
    const json = await readJson(questions, rows);
    cases.forEach(({ q, value }, i) => expect(json.submissions[i]?.answers[q.id]).toEqual(value));
    const { records } = await readCsv(questions, rows);
    for (const record of records) {
      for (const cell of Object.values(record)) {
        expect(cell).not.toContain('[object Object]');
        if (FORMULA_TRIGGER.test(cell ?? '')) expect(isNumber(cell ?? '')).toBe(true);
      }
    }
    const refund = cases.findIndex(({ value }) => JSON.stringify(value).includes('refunded'));
    expect(records[refund]).toMatchObject({ PAYMENT: '-5.00', 'PAYMENT (status)': 'refunded' });
  });

  it('keeps answers to no listed question apart, odd keys included, except in a view', async () => {
    const questions = [question('a', 'Name', 'SHORT_ANSWER')];
    const extra = hostileExtraKeys();
    const row = submission('s1', { a: 'Ann', ...Object.fromEntries(Object.entries(extra)) });
    const all = JSON.parse(
      await write(jsonWriter({ ...meta, scope: 'all' }), [questions, [row]]),
    ) as { submissions: { answers: object; other_answers: object }[] };
    expect(all.submissions[0]?.answers).toEqual({ a: 'Ann' });
    expect(Object.entries(all.submissions[0]?.other_answers ?? {})).toEqual(Object.entries(extra));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const view = await readJson(questions, [row]);
    expect(view.submissions[0]).not.toHaveProperty('other_answers');
  });

  it('gives duplicate names unique headers, and keeps both answers apart in the JSON', async () => {
    const questions = [
      question('a', 'Status', 'SHORT_ANSWER'),
      question('b', 'Comment', 'SHORT_ANSWER'),
      question('c', 'Comment', 'LONG_ANSWER'),
      question('d', 'Old', 'SHORT_ANSWER', true),
    ];
    const row = submission('s1', { a: 'open', b: 'first', c: 'second', d: 'gone' });
    const { headers, records } = await readCsv(questions, [row]);
    expect(headers).toEqual([
      'Submission ID',
      'Submitted (UTC)',
      'Status',
      'Status (2)',
      'Comment',
      'Comment (2)',
      'Old (deleted question)',
    ]);
    expect(records[0]).toMatchObject({
      'Status (2)': 'open',
      Comment: 'first',
      'Comment (2)': 'second',
    });
    const json = await readJson(questions, [row]);
    expect(json.submissions[0]?.answers).toEqual({ a: 'open', b: 'first', c: 'second', d: 'gone' });
    expect(json.questions.map((q) => [q.id, q.name, q.deleted, q.csv_columns])).toEqual([
      ['a', 'Status', false, ['Status (2)']],
      ['b', 'Comment', false, ['Comment']],
      ['c', 'Comment', false, ['Comment (2)']],
      ['d', 'Old', true, ['Old (deleted question)']],
    ]);
  });

  it('prefixes every text cell that could start a formula, full-width forms and NUL too', async () => {
    const triggers = [
      '=1+1',
      '+1',
      '-x',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '＝1+1',
      '＋1',
      '－1',
      '＠x',
      '\0x',
      // Trimmed first: a trigger after spaces or invisible characters is a trigger too.
      ' =1+1',
      '\u00A0=1+1',
      '\u200B=1+1',
      '\u2060@x',
      '\uFEFF-1',
    ];
    const questions = [
      question('t', '=Total', 'SHORT_ANSWER'),
      question('n', 'Amount', 'NUMBER'),
      question('f', 'Upload', 'FILE_UPLOAD'),
      question('p', 'Paid', 'PAYMENT'),
    ];
    const rows = triggers.map((text, i) =>
      submission(`s${i}`, {
        t: text,
        n: -5,
        f: [{ name: text, url: text, mime_type: 'text/plain', size: 1 }],
        p: { amount: -1, currency: 'EUR', status: text },
      }),
    );
    const { headers, records } = await readCsv(questions, rows);
    expect(headers[3]).toBe("'=Total");
    triggers.forEach((text, i) =>
      expect(records[i]).toEqual({
        'Submission ID': `s${i}`,
        'Submitted (UTC)': '2026-11-01 09:00:00',
        Status: i === 2 ? 'Partial' : 'Completed',
        "'=Total": `'${text}`,
        Amount: '-5',
        Upload: `'${text}`,
        'Upload (file names)': `'${text}`,
        Paid: '-0.01',
        'Paid (currency)': 'EUR',
        'Paid (status)': `'${text}`,
      }),
    );
  });

  it('writes a phone number readable, with no apostrophe, and anything else with a formula start prefixed', async () => {
    const questions = [
      question('p', 'Phone', 'PHONE_NUMBER'),
      question('s', 'Text', 'SHORT_ANSWER'),
    ];
    const values = [
      '+49 30 1234',
      '+1 (555) 010-0100',
      '+49 30 1234=1',
      '+1 2',
      '+49 30 1234567\u202Etxt',
    ];
    const { records } = await readCsv(
      questions,
      values.map((value, i) => submission(`s${i}`, { p: value, s: value })),
    );
    expect(records.map((record) => record['Phone'])).toEqual([
      '\u2060+49 30 1234',
      '\u2060+1 (555) 010-0100',
      "'+49 30 1234=1",
      "'+1 2",
      "'+49 30 1234567\u202Etxt",
    ]);
    // Only a phone question's answers are read as phone numbers.
    expect(records[0]?.['Text']).toBe("'+49 30 1234");
  });

  it('writes a payment in major units, with as many decimals as the currency has', async () => {
    const questions = [question('p', 'Paid', 'PAYMENT')];
    const payments = [
      [{ amount: 1250, currency: 'EUR', status: 'paid' }, '12.50'],
      [{ amount: 5, currency: 'EUR', status: 'paid' }, '0.05'],
      [{ amount: -500, currency: 'EUR', status: 'refunded' }, '-5.00'],
      [{ amount: 4900, currency: 'JPY', status: 'paid' }, '4900'],
      [{ amount: 1234, currency: 'BHD', status: 'paid' }, '1.234'],
      [{ amount: Number.MAX_SAFE_INTEGER, currency: 'EUR', status: 'paid' }, '90071992547409.91'],
    ] as const;
    const { records } = await readCsv(
      questions,
      payments.map(([value], i) => submission(`s${i}`, { p: value })),
    );
    expect(records.map((record) => record['Paid'])).toEqual(payments.map(([, amount]) => amount));
    expect(records[3]?.['Paid (currency)']).toBe('JPY');
  });

  it('writes the submitted times in the zone it names in the header: the owner’s, or UTC', async () => {
    const rows = [
      { ...submission('s1', {}), created_at: '2026-11-01T10:00:00.250+01:00' },
      { ...submission('s3', {}), created_at: '2026-07-01T22:30:05Z' },
      { ...submission('s4', {}), created_at: 'not a time' },
    ];
    const paris = await readCsv([], rows, 'Europe/Paris');
    expect(paris.headers[1]).toBe('Submitted (Europe/Paris)');
    // Winter (UTC+1) and summer (UTC+2, the next day).
    expect(paris.records.map((record) => record['Submitted (Europe/Paris)'])).toEqual([
      '2026-11-01 10:00:00',
      '2026-07-02 00:30:05',
      'not a time',
    ]);
    const utc = await readCsv([], rows, 'UTC');
    expect(utc.records.map((record) => record['Submitted (UTC)'])).toEqual([
      '2026-11-01 09:00:00',
      '2026-07-01 22:30:05',
      'not a time',
    ]);
  });
});

describe('export files', () => {
  const questions = [question('q1', 'Comment', 'LONG_ANSWER'), question('q2', 'Budget', 'NUMBER')];
  const rows = [
    submission('s1', { q1: 'He said "hi", then left', q2: 12 }),
    submission('s2', { q1: 'line\nbreak' }),
  ];

  it('heads the JSON with the form, the time, the view, its tab as filter and the count', async () => {
    const json = (await readJson(questions, rows)) as JsonFile & Record<string, unknown>;
    expect(json).toMatchObject({
      form: meta.form,
      exported_at: meta.exportedAt,
      scope: 'view',
      filter: 'partial',
      view: meta.view,
      count: 2,
      complete: true,
    });
    expect(Object.keys(json)).toEqual([
      'form',
      'exported_at',
      'scope',
      'filter',
      'view',
      'count',
      'complete',
      'questions',
      'submissions',
    ]);
    expect(jsonWriter(meta).finish().type).toBe('application/json;charset=utf-8');
  });

  it('writes RFC 4180 CSV that quotes what it must', async () => {
    const csv = await write(csvWriter('UTC'), [questions, rows]);
    expect(csv).toContain('"He said ""hi"", then left"');
    expect(csvWriter('UTC').finish().type).toBe('text/csv;charset=utf-8');
  });

  it('writes the same file a page at a time as all at once, empty pages included', async () => {
    const [first, second] = rows;
    const pages: Page[] = [
      [questions, [first!]],
      [questions, []],
      [questions, [second!]],
    ];
    expect(await write(csvWriter('UTC'), ...pages)).toBe(
      await write(csvWriter('UTC'), [questions, rows]),
    );
    const json = await write(jsonWriter(meta), ...pages);
    expect(json).toBe(await write(jsonWriter(meta), [questions, rows]));
    expect(json).toBe(JSON.stringify(JSON.parse(json), null, 2));
  });

  it('writes the header alone, and an empty list, when there are no rows', async () => {
    const empty: Page = [[question('t', '=Total', 'NUMBER')], []];
    expect(await write(csvWriter('UTC'), empty)).toBe(
      `\uFEFFSubmission ID,Submitted (UTC),Status,'=Total`,
    );
    expect(JSON.parse(await write(jsonWriter(meta), empty))).toMatchObject({
      count: 0,
      submissions: [],
    });
  });

  it('names the file after the form and the day', () => {
    const day = new Date('2026-11-22T12:00:00Z');
    expect(datedFileName('Café feedback: 2026!', 'submissions-all', day, 'csv')).toBe(
      'cafe-feedback-2026-submissions-all-2026-11-22.csv',
    );
    expect(datedFileName('???', 'x', day, 'json')).toBe('form-x-2026-11-22.json');
  });
});
