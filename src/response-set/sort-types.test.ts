import type { Question, Submission } from '@/api/schemas';
import { sortRows, type SortSpec } from './sort';
import { ids, QUESTIONS } from './test-rows';

// The kinds sort.test.ts does not cover, each in a column of its own next to the test rows'
// questions: times, date ranges, range sliders, files and multi-selects.
const TYPED_QUESTIONS: Question[] = [
  ...QUESTIONS,
  { id: 'at', name: 'At', type: 'TIME', is_deleted: false },
  { id: 'trip', name: 'Trip', type: 'DATE_RANGE', is_deleted: false },
  { id: 'budget', name: 'Budget', type: 'RANGE_SLIDER', is_deleted: false },
];

/** One row per answer, newest first (r0 newest), each holding `answer` under `questionId`. */
const rowsOf = (questionId: string, answers: unknown[]): Submission[] =>
  answers.map((answer, index) => ({
    id: `r${index}`,
    created_at: new Date(Date.parse('2026-11-20T10:00:00Z') - index * 3_600_000).toISOString(),
    is_partial: false,
    responses: answer === undefined ? {} : { [questionId]: answer },
  }));

const sorted = (rows: Submission[], column: SortSpec['column'], direction: 'asc' | 'desc') =>
  ids(sortRows(rows, { column, direction }, TYPED_QUESTIONS));

const file = (name: string) => ({ name, url: null, mime_type: 'application/pdf', size: 10 });

describe('sort by time', () => {
  // r1 and r5 are the same time: they keep their newest-first order both ways. "9:5" and 930
  // are no HH:mm time: after the times, by their text as every sort orders text (compareText:
  // "9:5" before "930" ascending, punctuation before digits).
  const answers = ['14:05', '09:30', undefined, '23:59', '9:5', '09:30', '00:15', '', 930];
  const rows = rowsOf('at', answers);

  it('orders times chronologically, other shapes after them and empty answers last', () => {
    expect(sorted(rows, 'q:at', 'asc')).toEqual([
      'r6',
      'r1',
      'r5',
      'r0',
      'r3',
      'r4',
      'r8',
      'r2',
      'r7',
    ]);
  });

  it('orders them latest first descending, ties stable, empty answers still last', () => {
    expect(sorted(rows, 'q:at', 'desc')).toEqual([
      'r3',
      'r0',
      'r1',
      'r5',
      'r6',
      'r8',
      'r4',
      'r2',
      'r7',
    ]);
  });
});

describe('sort by time with seconds', () => {
  // The API may send HH:mm:ss (shown as a time like HH:mm): both kinds sort together by time
  // of day. "24:00" is no time of day: after the times, like any other shape.
  const answers = ['14:30:15', '14:30', '09:05:59', '24:00', '14:29:59', '09:06'];
  const rows = rowsOf('at', answers);

  it('orders HH:mm and HH:mm:ss answers together, chronologically', () => {
    expect(sorted(rows, 'q:at', 'asc')).toEqual(['r2', 'r5', 'r4', 'r1', 'r0', 'r3']);
  });

  it('orders them latest first descending, the other shape still after them', () => {
    expect(sorted(rows, 'q:at', 'desc')).toEqual(['r0', 'r1', 'r4', 'r5', 'r2', 'r3']);
  });
});

describe('sort by date range', () => {
  const rows = rowsOf('trip', [
    { start: '2026-03-10', end: '2026-03-20' },
    { start: '2026-01-05', end: '2026-01-06' },
    'next spring',
    { start: '2026-03-10', end: '2026-03-12' },
    null,
    { start: '2025-12-30', end: '2026-02-01' },
  ]);

  // typedValue: a date range compares by its start; equal starts keep their order, whatever
  // their ends (r0 ends after r3 and stays before it both ways).
  it('orders by the start day, ties stable, another shape after, empty last', () => {
    expect(sorted(rows, 'q:trip', 'asc')).toEqual(['r5', 'r1', 'r0', 'r3', 'r2', 'r4']);
    expect(sorted(rows, 'q:trip', 'desc')).toEqual(['r0', 'r3', 'r1', 'r5', 'r2', 'r4']);
  });
});

describe('sort by range slider', () => {
  const answers = (offset: number) => [
    { min: 200 + offset, max: 900 },
    { min: -50 + offset, max: 10 },
    undefined,
    { min: 200 + offset, max: 300 },
    { low: 1, high: 2 },
    { min: 1000 + offset, max: 1000 + offset },
  ];

  for (const offset of [0, 0.5]) {
    it(`orders by the lower end (${offset ? 'decimal' : 'whole'} numbers) both ways`, () => {
      const rows = rowsOf('budget', answers(offset));
      expect(sorted(rows, 'q:budget', 'asc')).toEqual(['r1', 'r0', 'r3', 'r5', 'r4', 'r2']);
      expect(sorted(rows, 'q:budget', 'desc')).toEqual(['r5', 'r0', 'r3', 'r1', 'r4', 'r2']);
    });
  }
});

describe('sort by file', () => {
  const rows = rowsOf('cv', [
    [file('b-letter.pdf'), file('a-cv.pdf')],
    [],
    [file('Ärger.pdf')],
    [{ url: 'https://files.example/no-name' }],
    [file('B-letter.pdf')],
    [file('c.pdf')],
  ]);

  it('orders by the first file name, case and accents aside, ties stable, another shape after, empty last', () => {
    expect(sorted(rows, 'q:cv', 'asc')).toEqual(['r2', 'r0', 'r4', 'r5', 'r3', 'r1']);
    expect(sorted(rows, 'q:cv', 'desc')).toEqual(['r5', 'r0', 'r4', 'r2', 'r3', 'r1']);
  });
});

describe('sort by multi-select', () => {
  const rows = rowsOf('tools', [
    ['Billing'],
    ['API', 'Billing'],
    [],
    'API',
    ['api'],
    ['Éclair'],
    undefined,
  ]);

  it('orders by the options as the table lists them, case and accents aside, ties stable, empty last', () => {
    // Compared as "api", "api, billing", "billing", "eclair": a text before those it starts.
    expect(sorted(rows, 'q:tools', 'asc')).toEqual(['r4', 'r1', 'r0', 'r5', 'r3', 'r2', 'r6']);
    expect(sorted(rows, 'q:tools', 'desc')).toEqual(['r5', 'r0', 'r1', 'r4', 'r3', 'r2', 'r6']);
  });

  it('keeps equal selections in their newest-first order both ways', () => {
    const ties = rowsOf('tools', [['Pro'], ['pro'], ['Basic'], ['PRO']]);
    expect(sorted(ties, 'q:tools', 'asc')).toEqual(['r2', 'r0', 'r1', 'r3']);
    expect(sorted(ties, 'q:tools', 'desc')).toEqual(['r0', 'r1', 'r3', 'r2']);
  });
});
