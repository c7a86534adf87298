import { screen, within } from '@testing-library/react';
import type { Submission } from '@/api/schemas';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { chipTexts, pickColumn, renderFilterBar } from './filter-test-support';

describe('filter builder: choices', () => {
  it('offers the options found in the data with their counts, and adds "is any of"', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'pla', 'Plan');

    expect(within(dialog).getByRole('radio', { name: 'is any of' })).toBeChecked();
    const options = within(dialog).getByRole('group', { name: 'Options' });
    expect(within(options).getByRole('checkbox', { name: 'Free (2)' })).not.toBeChecked();
    expect(within(options).getByRole('checkbox', { name: 'Team (1)' })).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.click(within(options).getByRole('checkbox', { name: 'Pro (2)' }));
    await user.click(within(options).getByRole('checkbox', { name: 'Team (1)' }));
    await user.click(add);

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Team'] },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chipTexts()).toEqual(['Plan is any of Pro, Team']);
  });

  it('a multi-answer contains all of; a payment status is any of', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    let dialog = await pickColumn(user, 'tool', 'Tools');
    await user.click(within(dialog).getByRole('radio', { name: 'contains all of' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'API (2)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Billing (2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    dialog = await pickColumn(user, 'paid', 'Paid');
    const statuses = within(dialog).getByRole('group', { name: 'Statuses' });
    expect(within(statuses).getByRole('checkbox', { name: 'failed (1)' })).toBeInTheDocument();
    await user.click(within(statuses).getByRole('checkbox', { name: 'paid (2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:tools', op: 'allOf', values: ['API', 'Billing'] },
      { column: 'q:paid', op: 'anyOf', values: ['paid'] },
    ]);
    expect(chipTexts()).toEqual([
      'Tools contains all of API, Billing',
      'Paid status is any of paid',
    ]);
  });

  it('reopens a chip to edit it, in place', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS, [
      { column: 'q:plan', op: 'anyOf', values: ['Pro'] },
      { column: 'q:ok', op: 'is', value: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit filter: Plan is any of Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit filter' });
    expect(within(dialog).getByRole('checkbox', { name: 'Pro (2)' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Free (2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:plan', op: 'anyOf', values: ['Pro', 'Free'] },
      { column: 'q:ok', op: 'is', value: true },
    ]);
  });

  it('searches a long option list', async () => {
    const countries = ['Austria', 'België', 'Chile', 'Denmark', 'Estonia', 'France'];
    const rows: Submission[] = [...countries, 'Germany', 'Greece', 'Ghana', 'France'].map(
      (country, index) => ({
        id: `s${index}`,
        created_at: '2026-11-01T10:00:00Z',
        is_partial: false,
        responses: { country },
      }),
    );
    const questions = [{ id: 'country', name: 'Country', type: 'COUNTRY', is_deleted: false }];
    const { user, onChange } = renderFilterBar(questions, rows);
    const dialog = await pickColumn(user, 'coun', 'Country');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(9);
    const search = within(dialog).getByRole('textbox', { name: 'Search options' });
    const listed = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    // Case and accents do not matter.
    await user.type(search, 'BELGIE');
    expect(listed()).toEqual(['België']);
    await user.clear(search);
    await user.type(search, 'g');
    expect(listed()).toEqual(['België', 'Germany', 'Ghana', 'Greece']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ghana (1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:country', op: 'anyOf', values: ['Ghana'] },
    ]);
  });
});
