import { groupOverlap } from './group-overlap';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('how two compared groups share responses', () => {
  it('disjoint: no response in both (an empty group shares none)', () => {
    expect(groupOverlap(rows('1', '2'), rows('3', '4', '5'))).toEqual({ kind: 'disjoint' });
    expect(groupOverlap(rows(), rows('1'))).toEqual({ kind: 'disjoint' });
  });

  it('contained: every response of one group is in the other, whichever is named first', () => {
    const view = rows('1', '2', '3', '4', '5');
    const phone = rows('2', '4');
    expect(groupOverlap(phone, view)).toEqual({ kind: 'contained', within: 'a', both: 2 });
    expect(groupOverlap(view, phone)).toEqual({ kind: 'contained', within: 'b', both: 2 });
    // The same responses: each contains the other; the first is named.
    expect(groupOverlap(view, [...view].reverse())).toEqual({
      kind: 'contained',
      within: 'a',
      both: 5,
    });
  });

  it('partial: how many are in both', () => {
    expect(groupOverlap(rows('1', '2', '3'), rows('3', '4', '2', '5'))).toEqual({
      kind: 'partial',
      both: 2,
    });
  });
});
