import { applyFilters } from './apply-filters';
import type { Filter } from './filters';
import { optionCounts } from './options';
import { ids, QUESTIONS, ROWS } from './test-rows';

const matching = (...filters: Filter[]) => ids(applyFilters(ROWS, filters, QUESTIONS));

describe('filters', () => {
  it('text contains (case and accents aside) and is empty / answered', () => {
    expect(matching({ column: 'q:name', op: 'contains', text: 'MULL' })).toEqual(['s6']);
    expect(matching({ column: 'q:name', op: 'notAnswered' })).toEqual(['s3']);
    expect(matching({ column: 'q:cv', op: 'answered' })).toEqual(['s6', 's2']);
  });

  it('a choice is any of, a multi-answer contains any or all of', () => {
    expect(matching({ column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] })).toEqual([
      's6',
      's4',
      's3',
    ]);
    expect(matching({ column: 'q:tools', op: 'anyOf', values: ['API'] })).toEqual(['s6', 's5']);
    expect(matching({ column: 'q:tools', op: 'allOf', values: ['API', 'Billing'] })).toEqual([
      's6',
    ]);
  });

  it('number ranges include both ends; a non-number never matches', () => {
    expect(matching({ column: 'q:score', op: 'between', min: 2, max: 7 })).toEqual([
      's6',
      's3',
      's1',
    ]);
    expect(matching({ column: 'q:score', op: 'between', min: null, max: 0 })).toEqual(['s2']);
  });

  it('payment amounts in major units of their currency, and payment status', () => {
    // 2500 EUR cents = 25; 100000 JPY = 100000 (no minor unit); 900 cents = 9.
    expect(matching({ column: 'q:paid', op: 'between', min: 10, max: 1000 })).toEqual(['s6']);
    expect(matching({ column: 'q:paid', op: 'anyOf', values: ['paid'] })).toEqual(['s6', 's3']);
  });

  it('date ranges on answers and on the submitted day', () => {
    expect(matching({ column: 'q:day', op: 'dates', from: '2026-01-01', to: null })).toEqual([
      's6',
      's5',
    ]);
    expect(
      matching({ column: 'submitted', op: 'dates', from: '2026-11-16', to: '2026-11-17' }),
    ).toEqual(['s3', 's2']);
  });

  it('yes / no and has a file', () => {
    expect(matching({ column: 'q:ok', op: 'is', value: true })).toEqual(['s6', 's2']);
    expect(matching({ column: 'q:cv', op: 'hasFile', value: false })).toEqual([
      's5',
      's4',
      's3',
      's1',
    ]);
  });

  it('combines filters with AND, works on a deleted question', () => {
    expect(
      matching(
        { column: 'q:plan', op: 'anyOf', values: ['Pro'] },
        { column: 'q:paid', op: 'anyOf', values: ['paid'] },
      ),
    ).toEqual(['s6']);
    expect(matching({ column: 'q:old', op: 'answered' })).toEqual(['s4']);
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

describe("the filters a Summary's figures open", () => {
  const questions = [
    { id: 'at', name: 'At', type: 'TIME', is_deleted: false },
    { id: 'rank', name: 'Rank', type: 'RANKING', is_deleted: false },
    { id: 'nps', name: 'NPS', type: 'LINEAR_SCALE', is_deleted: false },
    { id: 'band', name: 'Band', type: 'RANGE_SLIDER', is_deleted: false },
    { id: 'w', name: 'W', type: 'NUMBER', is_deleted: false },
  ];
  const answers: Record<string, unknown>[] = [
    { at: '14:00', rank: ['Tea', 'Coffee'], nps: 10, band: { min: 1, max: 5 }, w: 0.5 },
    { at: '14:59:59', rank: ['Coffee', 'Tea'], nps: 9, band: { min: 5, max: 1 }, w: 1 },
    { at: '09:05', rank: [' ', 'Tea'], nps: 8.5, band: { min: 3, max: 9 }, w: 1.5 },
    { at: '24:00', rank: 'Tea', nps: 6, band: { min: 4 }, w: '1' },
    { at: '9:15', rank: [], nps: -1, band: null, w: 0.99 },
  ];
  const rows = answers.map((responses, index) => ({
    id: `r${index}`,
    created_at: '2026-11-20T12:00:00Z',
    is_partial: false,
    responses,
  }));
  const found = (filter: Filter) => ids(applyFilters(rows, [filter], questions));

  it("a TIME answer's hour, both ends included; no other text is a time", () => {
    expect(found({ column: 'q:at', op: 'hour', from: 14, to: 14 })).toEqual(['r0', 'r1']);
    expect(found({ column: 'q:at', op: 'hour', from: 0, to: 23 })).toEqual(['r0', 'r1', 'r2']);
  });

  it('the option a ranking puts first, never a blank one or a lone text', () => {
    expect(found({ column: 'q:rank', op: 'rankedFirst', values: ['Tea'] })).toEqual(['r0']);
    expect(found({ column: 'q:rank', op: 'rankedFirst', values: ['Tea', 'Coffee'] })).toEqual([
      'r0',
      'r1',
    ]);
    expect(found({ column: 'q:rank', op: 'rankedFirst', values: [' '] })).toEqual([]);
  });

  it('an NPS group: whole steps of the scale only', () => {
    expect(found({ column: 'q:nps', op: 'nps', group: 'promoters' })).toEqual(['r0', 'r1']);
    expect(found({ column: 'q:nps', op: 'nps', group: 'passives' })).toEqual([]);
    expect(found({ column: 'q:nps', op: 'nps', group: 'detractors' })).toEqual(['r3']);
  });

  it('one end of a range slider; a reversed or one-sided range is no range', () => {
    const band = (min: number | null, max: number | null, end: 'lower' | 'upper') =>
      found({ column: 'q:band', op: 'between', min, max, end });
    expect(band(1, 3, 'lower')).toEqual(['r0', 'r2']);
    expect(band(5, 5, 'upper')).toEqual(['r0']);
    expect(band(null, null, 'upper')).toEqual(['r0', 'r2']);
    // The whole span, as the builder makes it, still reads both ends.
    expect(found({ column: 'q:band', op: 'between', min: 1, max: 5 })).toEqual(['r0', 'r1']);
  });

  it('an open top leaves out the top value (a histogram bin), a closed one keeps it', () => {
    expect(found({ column: 'q:w', op: 'between', min: 0.5, max: 1, maxExclusive: true })).toEqual([
      'r0',
      'r4',
    ]);
    expect(found({ column: 'q:w', op: 'between', min: 0.5, max: 1 })).toEqual(['r0', 'r1', 'r4']);
    expect(found({ column: 'q:w', op: 'between', min: null, max: 1, maxExclusive: true })).toEqual([
      'r0',
      'r4',
    ]);
  });
});
