import { sortRows, type SortSpec } from './sort';
import { ids, QUESTIONS, ROWS } from './test-rows';

const sorted = (column: SortSpec['column'], direction: SortSpec['direction'] = 'asc') =>
  ids(sortRows(ROWS, { column, direction }, QUESTIONS));

describe('sort', () => {
  it('orders numbers numerically, other shapes after them and empty answers last', () => {
    // s4's score is the text "ten"; every row has a score.
    expect(sorted('q:score')).toEqual(['s2', 's3', 's1', 's6', 's5', 's4']);
    expect(sorted('q:score', 'desc')).toEqual(['s5', 's6', 's3', 's1', 's2', 's4']);
  });

  it('is stable: equal answers keep their newest-first order both ways', () => {
    expect(sorted('q:plan')).toEqual(['s5', 's1', 's6', 's4', 's3', 's2']);
    expect(sorted('q:plan', 'desc')).toEqual(['s3', 's6', 's4', 's5', 's1', 's2']);
  });

  it('orders dates chronologically with unreadable dates after and none last', () => {
    expect(sorted('q:day')).toEqual(['s3', 's5', 's6', 's4', 's2', 's1']);
  });

  it('orders texts folded, payments by amount, booleans no before yes', () => {
    expect(sorted('q:name')).toEqual(['s5', 's2', 's4', 's6', 's1', 's3']);
    expect(sorted('q:paid')).toEqual(['s4', 's6', 's3', 's5', 's2', 's1']);
    expect(sorted('q:ok')).toEqual(['s5', 's6', 's2', 's4', 's3', 's1']);
  });

  it('orders by the submitted time and by status', () => {
    expect(sorted('submitted')).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(sorted('status', 'desc')).toEqual(['s4', 's1', 's6', 's5', 's3', 's2']);
  });
});
