import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@/api/schemas';
import { questionColumn } from '@/response-set/columns';
import { renderWithMantine } from '@test/render';
import { SortSelect } from './sort-select';

const questions = [{ id: 'q_age', name: 'Age', type: 'number' }] as Question[];
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('the phone cards’ sort', () => {
  it('unsorted reads newest first, with Descending shown and not to be changed', () => {
    renderWithMantine(<SortSelect questions={questions} sort={null} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
      'Newest first (as received)',
    );
    expect(checked('Descending')).toBe(true);
    expect(checked('Ascending')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Descending' })).toBeDisabled();
  });

  it('a question chosen from newest first sorts ascending', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SortSelect questions={questions} sort={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Age' }));
    expect(onChange).toHaveBeenCalledWith({ column: questionColumn('q_age'), direction: 'asc' });
  });
});
