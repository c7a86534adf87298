import { screen, within } from '@testing-library/react';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { chipTexts, pickColumn, renderFilterBar } from './filter-test-support';

describe('filter builder: ranges, dates, yes/no, files', () => {
  it('adds a number range; a second range on the column replaces the first', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    let dialog = await pickColumn(user, 'sco', 'Score');
    expect(within(dialog).getByRole('radio', { name: 'between' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:score', op: 'between', min: 2, max: 7 },
    ]);
    expect(chipTexts()).toEqual(['Score between 2 and 7']);

    dialog = await pickColumn(user, 'sco', 'Score');
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), '-1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:score', op: 'between', min: null, max: -1.5 },
    ]);
    expect(chipTexts()).toEqual(['Score at most -1.5']);
  });

  it('adds a payment amount range in major units', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'paid', 'Paid');
    await user.click(within(dialog).getByRole('radio', { name: 'amount between' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:paid', op: 'between', min: 10, max: null },
    ]);
    expect(chipTexts()).toEqual(['Paid amount at least 10']);
  });

  it('adds a submitted date range picked on a calendar that opens at the data', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    const dialog = await pickColumn(user, 'subm', 'Submitted');
    expect(within(dialog).getByRole('radio', { name: 'between dates' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Dates' }));
    // The newest response is from November 2026: the calendar shows that month, not today's.
    await user.click(within(dialog).getByRole('button', { name: '16 November 2026' }));
    await user.click(within(dialog).getByRole('button', { name: '17 November 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'submitted', op: 'dates', from: '2026-11-16', to: '2026-11-17' },
    ]);
    expect(chipTexts()).toEqual(['Submitted from Nov 16, 2026 to Nov 17, 2026']);
  });

  it('adds yes / no and has a file / has no file', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    let dialog = await pickColumn(user, 'ok', 'OK?');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no', 'answered', 'notAnswered']);
    await user.click(within(dialog).getByRole('radio', { name: 'is no' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    dialog = await pickColumn(user, 'cv', 'CV');
    expect(within(dialog).getByRole('radio', { name: 'has a file' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'has no file' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:ok', op: 'is', value: false },
      { column: 'q:cv', op: 'hasFile', value: true },
    ]);
    expect(chipTexts()).toEqual(['OK? is no', 'CV has a file']);
  });

  it('adds "contains" on a text with Enter, and "is not answered"', async () => {
    const { user, onChange } = renderFilterBar(QUESTIONS, ROWS);
    let dialog = await pickColumn(user, 'nam', 'Name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), '  alice {Enter}');
    dialog = await pickColumn(user, 'nam', 'Name');
    await user.click(within(dialog).getByRole('radio', { name: 'is not answered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'q:name', op: 'contains', text: 'alice' },
      { column: 'q:name', op: 'notAnswered' },
    ]);
    expect(
      screen.getByRole('button', { name: 'Edit filter: Name contains "alice"' }),
    ).toBeVisible();
  });
});
