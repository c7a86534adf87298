import { compareText } from './comparable-text';

describe('compareText, the one order of texts', () => {
  it('puts numbers in a text by value and sets case and accents aside', () => {
    const names = ['Form 10', 'form 2', 'Émile', 'emile', 'Zürich', 'Basel'];
    expect([...names].sort(compareText)).toEqual([
      'Basel',
      'Émile',
      'emile',
      'form 2',
      'Form 10',
      'Zürich',
    ]);
  });
});
