import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@/contract/question-types';
import { renderAnswer } from './answer-test-support';

describe('AnswerView with no answer', () => {
  it.each([null, undefined, '', '   ', []])(
    'shows a muted dash named "No answer" for %j',
    (value) => {
      for (const type of [...QUESTION_TYPES, 'SOMETHING_NEW']) {
        const { unmount } = renderAnswer(type, value, 'cell');
        expect(screen.getByText('No answer')).toBeInTheDocument();
        expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
        unmount();
      }
    },
  );
});

describe('AnswerView with falsy but real answers', () => {
  it.each([
    ['NUMBER', 0, '0'],
    ['RATING', 0, '0 out of 5 stars'],
    ['CHECKBOX', false, 'No'],
  ])('%s %j is an answer, not "No answer"', (type, value, shown) => {
    const { text } = renderAnswer(type, value, 'cell');
    expect(text()).toContain(shown);
    expect(screen.queryByText('No answer')).toBeNull();
  });
});
