import { columnName, describeFilter } from './describe-filter';
import type { Filter } from './filters';
import { QUESTIONS } from './test-rows';

const said = (filter: Filter) => describeFilter(filter, QUESTIONS);

describe('describeFilter', () => {
  it('names the column and says the condition, by the kind of the column', () => {
    expect(said({ column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] })).toBe(
      'Plan is any of Pro, Team',
    );
    expect(said({ column: 'q:tools', op: 'anyOf', values: ['API'] })).toBe(
      'Tools contains any of API',
    );
    expect(said({ column: 'q:tools', op: 'allOf', values: ['API', 'Billing'] })).toBe(
      'Tools contains all of API, Billing',
    );
    expect(said({ column: 'q:paid', op: 'anyOf', values: ['paid'] })).toBe(
      'Paid status is any of paid',
    );
    expect(said({ column: 'q:name', op: 'contains', text: 'ali' })).toBe('Name contains "ali"');
    expect(said({ column: 'q:name', op: 'notAnswered' })).toBe('Name is not answered');
    expect(said({ column: 'q:cv', op: 'answered' })).toBe('CV is answered');
    expect(said({ column: 'q:ok', op: 'is', value: false })).toBe('OK? is no');
    expect(said({ column: 'q:cv', op: 'hasFile', value: true })).toBe('CV has a file');
  });

  it('says ranges with one open end as at least / at most', () => {
    expect(said({ column: 'q:score', op: 'between', min: 2, max: 7 })).toBe(
      'Score between 2 and 7',
    );
    expect(said({ column: 'q:score', op: 'between', min: 2, max: null })).toBe('Score at least 2');
    expect(said({ column: 'q:score', op: 'between', min: null, max: -1.5 })).toBe(
      'Score at most -1.5',
    );
    expect(said({ column: 'q:paid', op: 'between', min: 10, max: 1000 })).toBe(
      'Paid amount between 10 and 1,000',
    );
    expect(said({ column: 'q:paid', op: 'between', min: null, max: 5 })).toBe(
      'Paid amount at most 5',
    );
  });

  it("says the Summary's click filters: an hour, ranked first, an NPS group, a bin, a range end", () => {
    const column = 'q:score';
    expect(said({ column, op: 'hour', from: 14, to: 14 })).toBe('Score between 14:00 and 14:59');
    expect(said({ column, op: 'hour', from: 9, to: 17 })).toBe('Score between 09:00 and 17:59');
    expect(said({ column, op: 'rankedFirst', values: ['Tea'] })).toBe('Score ranked first is Tea');
    expect(said({ column, op: 'rankedFirst', values: ['Tea', 'Milk'] })).toBe(
      'Score ranked first is any of Tea, Milk',
    );
    expect(said({ column, op: 'nps', group: 'promoters' })).toBe('Score is a promoter (9–10)');
    expect(said({ column, op: 'nps', group: 'detractors' })).toBe('Score is a detractor (0–6)');
    expect(said({ column, op: 'between', min: 0.5, max: 0.7, maxExclusive: true })).toBe(
      'Score at least 0.5 and under 0.7',
    );
    expect(said({ column, op: 'between', min: 10, max: 20, end: 'lower' })).toBe(
      'Score lower end between 10 and 20',
    );
    expect(said({ column, op: 'between', min: null, max: null, end: 'upper' })).toBe(
      'Score upper end is any number',
    );
    expect(
      said({ column, op: 'between', min: 1.5, max: 2, end: 'upper', maxExclusive: true }),
    ).toBe('Score upper end at least 1.5 and under 2');
  });

  it('says date ranges as readable days', () => {
    expect(said({ column: 'submitted', op: 'dates', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Submitted from Nov 1, 2026 to Nov 30, 2026',
    );
    expect(said({ column: 'q:day', op: 'dates', from: '2026-03-01', to: '2026-03-01' })).toBe(
      'Day on Mar 1, 2026',
    );
    expect(said({ column: 'q:day', op: 'dates', from: null, to: '2026-03-01' })).toBe(
      'Day until Mar 1, 2026',
    );
  });

  it('names deleted, unnamed and unknown questions', () => {
    expect(columnName('q:old', QUESTIONS)).toBe('Old question');
    expect(columnName('q:x', [{ id: 'x', name: '', type: 'TEXT', is_deleted: false }])).toBe(
      'Untitled question',
    );
    expect(columnName('q:gone', QUESTIONS)).toBe('gone');
  });
});
