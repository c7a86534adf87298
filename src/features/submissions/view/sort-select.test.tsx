import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@/api/schemas';
import { questionColumn } from '@/response-set/columns';
import { renderWithMantine } from '@test/render';
import { SortSelect } from './sort-select';

const questions = [{ id: 'q_age', name: 'Age', type: 'number' }] as Question[];
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('the phone cards’ sort', () => {
  it('unsorted reads newest first, Descending; Ascending turns it to oldest first', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SortSelect questions={questions} sort={null} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
      'Newest first (as received)',
    );
    expect(checked('Descending')).toBe(true);
    expect(checked('Ascending')).toBe(false);
    for (const name of ['Ascending', 'Descending']) {
      expect(screen.getByRole('radio', { name })).toBeEnabled();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Ascending' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ column: 'submitted', direction: 'asc' });
  });

  it('a sorted column turns round, and keeps its column', async () => {
    const onChange = vi.fn();
    const sort = { column: questionColumn('q_age'), direction: 'asc' } as const;
    renderWithMantine(<SortSelect questions={questions} sort={sort} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Descending' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      column: questionColumn('q_age'),
      direction: 'desc',
    });
  });

  it('a question chosen from newest first sorts ascending', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SortSelect questions={questions} sort={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Age' }));
    expect(onChange).toHaveBeenCalledWith({ column: questionColumn('q_age'), direction: 'asc' });
  });
});
