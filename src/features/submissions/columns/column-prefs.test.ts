import type { Question } from '@/api/schemas';
import {
  DEFAULT_PREFS,
  isCustomized,
  moveQuestion,
  placeQuestion,
  readPrefs,
  setWidth,
  toggleHidden,
  togglePinned,
  visibleQuestions,
} from './column-prefs';

const q = (id: string): Question => ({
  id,
  name: id.toUpperCase(),
  type: 'SHORT_ANSWER',
  is_deleted: false,
});
const questions = [q('a'), q('b'), q('c'), q('d')];
const ids = (list: Question[]) => list.map((item) => item.id);

describe('column preferences', () => {
  it('reorders and hides, keeping new questions after the chosen ones in form order', () => {
    let prefs = readPrefs(undefined);
    prefs = moveQuestion(questions, prefs, 'c', -1);
    expect(ids(visibleQuestions(questions, prefs))).toEqual(['a', 'c', 'b', 'd']);
    prefs = toggleHidden(prefs, 'a');
    expect(ids(visibleQuestions(questions, prefs))).toEqual(['c', 'b', 'd']);
    const grown = [...questions.slice(0, 2), q('x'), ...questions.slice(2)];
    expect(ids(visibleQuestions(grown, prefs))).toEqual(['c', 'b', 'd', 'x']);
    expect(moveQuestion(questions, prefs, 'a', -1)).toBe(prefs);
  });

  it('places a dragged question where another was, shifting those between', () => {
    let prefs = placeQuestion(questions, readPrefs(undefined), 'a', 'c');
    expect(ids(visibleQuestions(questions, prefs))).toEqual(['b', 'c', 'a', 'd']);
    prefs = placeQuestion(questions, prefs, 'd', 'b');
    expect(ids(visibleQuestions(questions, prefs))).toEqual(['d', 'b', 'c', 'a']);
    expect(placeQuestion(questions, prefs, 'd', 'd')).toBe(prefs);
    expect(placeQuestion(questions, prefs, 'gone', 'b')).toBe(prefs);
  });

  it('survives garbage in storage', () => {
    expect(
      readPrefs({ order: [1, 'b', null], hidden: 'x', widths: { a: 'wide', b: NaN } }),
    ).toEqual({ ...DEFAULT_PREFS, order: ['b'] });
    expect(readPrefs('nope')).toEqual(DEFAULT_PREFS);
    expect(readPrefs({ widths: [300], density: 'huge', pinned: 'a' })).toEqual(DEFAULT_PREFS);
  });

  it('reads what older versions stored (order and hidden only) as it was, nothing else chosen', () => {
    const old = JSON.parse(JSON.stringify({ order: ['b', 'a'], hidden: ['c'] }));
    const prefs = readPrefs(old);
    expect(prefs).toEqual({
      order: ['b', 'a'],
      hidden: ['c'],
      pinned: [],
      widths: {},
      density: 'compact',
    });
    expect(ids(visibleQuestions(questions, prefs))).toEqual(['b', 'a', 'd']);
  });

  it('keeps widths, pins and density through storage, and can take them back', () => {
    let prefs = setWidth(DEFAULT_PREFS, 'a', 333.4);
    prefs = setWidth(prefs, 'b', 5000);
    prefs = togglePinned(togglePinned(prefs, 'c'), 'd');
    prefs = { ...prefs, density: 'comfortable' };
    const stored = readPrefs(JSON.parse(JSON.stringify(prefs)));
    // Widths are whole pixels within the limits, whatever was dragged.
    expect(stored).toEqual({
      ...DEFAULT_PREFS,
      widths: { a: 333, b: 960 },
      pinned: ['c', 'd'],
      density: 'comfortable',
    });
    expect(isCustomized(stored)).toBe(true);
    const back = togglePinned(
      togglePinned(setWidth(setWidth(stored, 'a', undefined), 'b', undefined), 'c'),
      'd',
    );
    expect(isCustomized({ ...back, density: 'compact' })).toBe(false);
    expect(back.widths).toEqual({});
  });
});
