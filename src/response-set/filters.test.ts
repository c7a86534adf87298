import { applyFilters, type Filter } from './filters';
import { optionCounts } from './options';
import { ids, QUESTIONS, ROWS } from './test-rows';

const kept = (...filters: Filter[]) => ids(applyFilters(ROWS, filters, QUESTIONS));

describe('filters', () => {
  it('text contains (folded) and is empty / answered', () => {
    expect(kept({ column: 'q:name', op: 'contains', text: 'MULL' })).toEqual(['s6']);
    expect(kept({ column: 'q:name', op: 'notAnswered' })).toEqual(['s3']);
    expect(kept({ column: 'q:cv', op: 'answered' })).toEqual(['s6', 's2']);
  });

  it('a choice is any of, a multi-answer contains any or all of', () => {
    expect(kept({ column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] })).toEqual([
      's6',
      's4',
      's3',
    ]);
    expect(kept({ column: 'q:tools', op: 'anyOf', values: ['API'] })).toEqual(['s6', 's5']);
    expect(kept({ column: 'q:tools', op: 'allOf', values: ['API', 'Billing'] })).toEqual(['s6']);
  });

  it('number ranges include both ends; a non-number never matches', () => {
    expect(kept({ column: 'q:score', op: 'between', min: 2, max: 7 })).toEqual(['s6', 's3', 's1']);
    expect(kept({ column: 'q:score', op: 'between', min: null, max: 0 })).toEqual(['s2']);
  });

  it('payment amounts in major units of their currency, and payment status', () => {
    // 2500 EUR cents = 25; 100000 JPY = 100000 (no minor unit); 900 cents = 9.
    expect(kept({ column: 'q:paid', op: 'between', min: 10, max: 1000 })).toEqual(['s6']);
    expect(kept({ column: 'q:paid', op: 'anyOf', values: ['paid'] })).toEqual(['s6', 's3']);
  });

  it('date ranges on answers and on the submitted day', () => {
    expect(kept({ column: 'q:day', op: 'dates', from: '2026-01-01', to: null })).toEqual([
      's6',
      's5',
    ]);
    expect(
      kept({ column: 'submitted', op: 'dates', from: '2026-11-16', to: '2026-11-17' }),
    ).toEqual(['s3', 's2']);
  });

  it('yes / no and has a file', () => {
    expect(kept({ column: 'q:ok', op: 'is', value: true })).toEqual(['s6', 's2']);
    expect(kept({ column: 'q:cv', op: 'hasFile', value: false })).toEqual(['s5', 's4', 's3', 's1']);
  });

  it('combines filters with AND, works on a deleted question', () => {
    expect(
      kept(
        { column: 'q:plan', op: 'anyOf', values: ['Pro'] },
        { column: 'q:paid', op: 'anyOf', values: ['paid'] },
      ),
    ).toEqual(['s6']);
    expect(kept({ column: 'q:old', op: 'answered' })).toEqual(['s4']);
  });

  it('offers the options found in the data with their counts, most frequent first', () => {
    expect(optionCounts(ROWS, 'q:plan', QUESTIONS)).toEqual([
      { value: 'Free', count: 2 },
      { value: 'Pro', count: 2 },
      { value: 'Team', count: 1 },
    ]);
    expect(optionCounts(ROWS, 'q:tools', QUESTIONS)).toEqual([
      { value: 'API', count: 2 },
      { value: 'Billing', count: 2 },
    ]);
  });
});
