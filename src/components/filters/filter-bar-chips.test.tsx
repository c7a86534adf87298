import { screen, within } from '@testing-library/react';
import type { Question } from '@/api/schemas';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { chipTexts, pickColumn, renderFilterBar } from './filter-test-support';

describe('filter builder: chips and columns', () => {
  it('removes one chip, then clears all', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS, [
      { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] },
      { column: 'q:score', op: 'between', min: 2, max: 7 },
      { column: 'q:name', op: 'notAnswered' },
    ]);
    expect(chipTexts()).toEqual([
      'Plan is any of Pro, Team',
      'Score between 2 and 7',
      'Name is not answered',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Score between 2 and 7' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] },
      { column: 'q:name', op: 'notAnswered' },
    ]);
    expect(chipTexts()).toEqual(['Plan is any of Pro, Team', 'Name is not answered']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(chipTexts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('lists a deleted question as such, and filters on it', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'old', 'Old question (deleted)');
    await user.click(within(dialog).getByRole('radio', { name: 'is answered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([{ column: 'q:old', op: 'answered' }]);
    expect(chipTexts()).toEqual(['Old question is answered']);
  });

  it('finds a column of a 150-question form by searching', async () => {
    const questions: Question[] = Array.from({ length: 150 }, (_, index) => ({
      id: `q${index + 1}`,
      name: `Question ${index + 1}`,
      type: 'SHORT_ANSWER',
      is_deleted: false,
    }));
    const { user, onChange } = renderFilterBar(questions, []);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = screen.getByRole('dialog');
    const column = within(dialog).getByRole('combobox', { name: 'Column' });
    await user.type(column, 'question 13');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Question 13', ...Array.from({ length: 10 }, (_, digit) => `Question 13${digit}`)]);
    await user.type(column, '7');
    await user.click(within(dialog).getByRole('option', { name: 'Question 137' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'yes');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([{ column: 'q:q137', op: 'contains', text: 'yes' }]);
  });

  it('closes on Escape without adding, and gives focus back to "Add filter"', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'sco', 'Score');
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), '3');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
