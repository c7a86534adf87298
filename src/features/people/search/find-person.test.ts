import { describe, expect, it } from 'vitest';
import type { Submission } from '@/api/schemas';
import { countFound, findPerson } from './find-person';
import { matchPerson, parsePersonQuery, type PersonQuery } from './person-query';

const row = (id: string, responses: Record<string, unknown>, isPartial = false): Submission => ({
  id,
  created_at: '2026-11-01T10:00:00Z',
  is_partial: isPartial,
  responses,
});

const forms = [
  {
    formId: 'a',
    formName: 'Form A',
    questions: [],
    rows: [
      row('a1', { email: 'ANN@example.com', name: 'Ann Lee' }),
      row('a2', { email: 'bob@example.com', phone: '+44 20 7946 0958' }),
      // The needle only across two answers: no match.
      row('a3', { first: 'ann@exa', second: 'mple.com' }),
      row('a4', { note: 'write to ann@example.com' }, true),
    ],
  },
  {
    formId: 'b',
    formName: 'Form B',
    questions: [],
    rows: [row('b1', { name: 'Lee, Ann' }), row('b2', { phone: '0044 (20) 7946-0958' })],
  },
];

const find = (text: string) => findPerson(parsePersonQuery(text) as PersonQuery, forms).person;
const ids = (text: string) =>
  find(text).map((form) => [form.formId, form.matches.map((match) => match.submission.id)]);

describe('findPerson', () => {
  it('finds every submission holding the address, first and last rows included', () => {
    expect(ids('ann@example.com')).toEqual([['a', ['a1', 'a4']]]);
    expect(countFound(find('ann@example.com'))).toEqual({ forms: 1, submissions: 2, partial: 1 });
  });

  it('finds a phone number and a name in every form, by any spelling', () => {
    expect(ids('+44 20 7946 0958')).toEqual([
      ['a', ['a2']],
      ['b', ['b2']],
    ]);
    expect(ids('ann lee')).toEqual([
      ['a', ['a1']],
      ['b', ['b1']],
    ]);
  });

  it('finds the same again in a second search, and nothing for nobody', () => {
    expect(ids('ann@example.com')).toEqual([['a', ['a1', 'a4']]]);
    expect(find('nobody@example.com')).toEqual([]);
  });
});

describe('the search index', () => {
  // Answers around the person's details that the rules tell apart: the index must hand every
  // one of them to the rules, whatever it holds.
  const answers = [
    'jo@example.eu',
    'JO@Example.EU',
    'ｊｏ@example.eu',
    'jo\u200B@example.eu',
    'write to jo@example.eu.',
    'jo@example.eu.invalid',
    'ajo@example.eu',
    '+49 30 1234567',
    '0049 (30) 123 45 67',
    'call +49 30 1234567 now',
    '+49 30 12345678',
    '030/1234567',
    'Jo Lindqvist',
    'JO  LINDQVIST',
    'Joanna Lindqvist-Berg',
    'Jo\u200B Lindqvist',
    'Lindqvist',
  ];
  const rows = answers.flatMap((text, index) => [
    row(`r${index}`, { answer: text }),
    row(`s${index}`, { first: text, other: 'x' }),
  ]);
  const searched = [{ formId: 'f', formName: 'F', questions: [], rows }];

  it('hands the rules every submission they find, for every kind of query', () => {
    for (const typed of [
      'jo@example.eu',
      'JO@EXAMPLE.EU\u200B',
      '+49 30 1234567',
      '030 1234567',
      '1234567',
      'jo lindqvist',
      'lindqvist',
    ]) {
      const query = parsePersonQuery(typed) as PersonQuery;
      const everyRow = rows
        .filter((submission) => matchPerson(query, submission.responses).length > 0)
        .map((submission) => submission.id);
      const found = findPerson(query, searched).person.flatMap((form) =>
        form.matches.map((match) => match.submission.id),
      );
      expect({ typed, found }).toEqual({ typed, found: everyRow });
      expect(everyRow.length).toBeGreaterThan(0);
    }
  });
});
