import { screen, within } from '@testing-library/react';
import type { Question, Submission } from '@/api/schemas';
import { applyFilters } from '@/response-set/apply-filters';
import { chipTexts, pickColumn, renderFilterBar } from './filter-test-support';

const QUESTIONS: Question[] = [
  { id: 'stars', name: 'Stars given', type: 'RATING', is_deleted: false },
  { id: 'nps', name: 'Recommend', type: 'LINEAR_SCALE', is_deleted: false },
];
const ROWS: Submission[] = [3, 4, 5, 1].map((stars, index) => ({
  id: `s${index}`,
  created_at: `2026-11-0${index + 1}T10:00:00Z`,
  is_partial: false,
  responses: { stars, nps: stars * 2 },
}));

const chip = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: /^(Stars|Values)$/ })).getByRole('checkbox', {
    name,
  });

describe('filter builder: a rating or a scale offers its values', () => {
  it('picks stars 4 to 5, not two number boxes, and lets only those responses through', async () => {
    const { user, onChange, lastFilters } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'star', 'Stars given');
    expect(within(dialog).getByRole('radio', { name: 'between' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument();
    const stars = within(dialog).getByRole('group', { name: 'Stars' });
    expect(within(stars).getAllByRole('checkbox')).toHaveLength(5);
    for (const value of ['1', '2', '3', '4', '5']) {
      expect(within(stars).getByRole('checkbox', { name: value })).not.toBeChecked();
    }
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();

    await user.click(chip(dialog, '4'));
    await user.click(chip(dialog, '5'));
    expect(chip(dialog, '3')).not.toBeChecked();
    expect(chip(dialog, '4')).toBeChecked();
    expect(chip(dialog, '5')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:stars', op: 'between', min: 4, max: 5 },
    ]);
    expect(chipTexts()).toEqual(['Stars given between 4 and 5']);
    expect(applyFilters(ROWS, lastFilters() ?? [], QUESTIONS).map((row) => row.id)).toEqual([
      's1',
      's2',
    ]);
  });

  it('offers 0 to 10 on a scale; one value picked twice is cleared, a lower one widens the range', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'recom', 'Recommend');
    const values = within(dialog).getByRole('group', { name: 'Values' });
    expect(within(values).getAllByRole('checkbox')).toHaveLength(11);

    await user.click(chip(dialog, '9'));
    await user.click(chip(dialog, '9'));
    expect(chip(dialog, '9')).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();

    await user.click(chip(dialog, '8'));
    await user.click(chip(dialog, '6'));
    expect(chip(dialog, '7')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([{ column: 'q:nps', op: 'between', min: 6, max: 8 }]);
    expect(screen.getByRole('button', { name: /^Edit filter: / })).toHaveTextContent(
      'Recommend between 6 and 8',
    );
  });
});
