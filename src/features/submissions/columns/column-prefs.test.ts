import type { Question } from '@/api/schemas';
import { moveQuestion, readPrefs, toggleHidden, visibleQuestions } from './column-prefs';

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

  it('survives garbage in storage', () => {
    expect(readPrefs({ order: [1, 'b', null], hidden: 'x' })).toEqual({ order: ['b'], hidden: [] });
    expect(readPrefs('nope')).toEqual({ order: [], hidden: [] });
  });
});
