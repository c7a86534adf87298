import { fireEvent, screen, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox } from '@test/sandbox-server';
import {
  findSubmissionsTable,
  headerNames,
  setupSubmissionsTests,
  storedQuestions,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

async function openPicker(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: /^Columns/ }));
  return within(await screen.findByRole('dialog'));
}

describe('column picker', () => {
  // A 150-row picker over a 150-column table: opening it alone takes seconds in jsdom.
  it(
    'on a 150-question form: a search box, then Hide / Show for what it finds or for all',
    { timeout: 90_000 },
    async () => {
      const formId = sandbox.scenarios.add('wide-form');
      const questions = storedQuestions(formId);
      expect(questions).toHaveLength(150);
      const { user } = renderApp(`/forms/${formId}/submissions?limit=10`);
      // Queries run over 150 columns and 150 rows of the picker: each element is found once.
      const table = await findSubmissionsTable();
      const columns = screen.getByRole('button', { name: /^Columns/ });
      await user.click(columns);
      const picker = within(await screen.findByRole('dialog'));
      expect(picker.getAllByRole('checkbox')).toHaveLength(150);
      const search = picker.getByRole('searchbox', { name: 'Search columns' });

      // Not a test of typing: the search box gets its text at once.
      fireEvent.change(search, { target: { value: 'budget' } });
      const matching = questions.filter((question) => /budget/i.test(question.name));
      expect(matching.length).toBeGreaterThan(1);
      expect(picker.getAllByRole('checkbox')).toHaveLength(matching.length);
      for (const question of matching) {
        expect(picker.getByRole('checkbox', { name: question.name })).toBeChecked();
      }

      await user.click(picker.getByRole('button', { name: `Hide these ${matching.length}` }));
      expect(columns).toHaveAccessibleName(`Columns (${matching.length} hidden)`);
      for (const box of picker.getAllByRole('checkbox')) expect(box).not.toBeChecked();

      fireEvent.change(search, { target: { value: '' } });
      await user.click(picker.getByRole('button', { name: 'Hide all' }));
      expect(columns).toHaveAccessibleName('Columns (150 hidden)');
      expect(headerNames(table)).toHaveLength(2);

      await user.click(picker.getByRole('button', { name: 'Show all' }));
      expect(columns).toHaveAccessibleName('Columns');
      for (const box of picker.getAllByRole('checkbox')) expect(box).toBeChecked();
    },
  );

  it('marks deleted questions', async () => {
    const formId = SEED_FORM_IDS.eventRegistration;
    const { user } = renderApp(`/forms/${formId}/submissions`);
    await findSubmissionsTable();
    const picker = await openPicker(user);
    for (const question of storedQuestions(formId)) {
      const name = question.is_deleted ? `${question.name} deleted` : question.name;
      expect(picker.getByRole('checkbox', { name })).toBeInTheDocument();
    }
  });

  it('its move buttons say which way they move, and move that way', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    const { user } = renderApp(`/forms/${formId}/submissions`);
    let table = await findSubmissionsTable();
    const original = headerNames(table).slice(2);
    const [first, second, third] = original;
    const picker = await openPicker(user);

    await user.click(
      picker.getByRole('button', { name: `Move ${second} down (one column right)` }),
    );
    table = await findSubmissionsTable();
    expect(headerNames(table).slice(2, 5)).toEqual([first, third, second]);

    await user.click(picker.getByRole('button', { name: `Move ${third} up (one column left)` }));
    table = await findSubmissionsTable();
    expect(headerNames(table).slice(2, 5)).toEqual([third, first, second]);
    expect(
      picker.getByRole('button', { name: `Move ${third} up (one column left)` }),
    ).toBeDisabled();
  });

  it('drags a column with the keyboard (Space, arrow, Space), announced by name', async () => {
    // jsdom lays nothing out: each row of the picker gets the place a browser would give it.
    const rowHeight = 30;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const isRow = this.querySelector(':scope > [aria-roledescription="sortable"]') !== null;
      const index = isRow ? [...(this.parentElement?.children ?? [])].indexOf(this) : -1;
      return DOMRect.fromRect(
        isRow ? { x: 0, y: index * rowHeight, width: 340, height: rowHeight } : undefined,
      );
    });
    const formId = SEED_FORM_IDS.customerFeedback;
    const { user } = renderApp(`/forms/${formId}/submissions`);
    let table = await findSubmissionsTable();
    const [first, second, third] = headerNames(table).slice(2);
    const picker = await openPicker(user);
    const total = picker.getAllByRole('checkbox').length;

    picker.getByRole('button', { name: `Drag ${first} to reorder` }).focus();
    await user.keyboard(' ');
    const announced = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
    expect(await announced(`Picked up ${first}, at position 1 of ${total}.`)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await announced(`${first} would move to position 2 of ${total}.`)).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await announced(`${first} dropped at position 2 of ${total}.`)).toBeInTheDocument();

    table = await findSubmissionsTable();
    expect(headerNames(table).slice(2, 5)).toEqual([second, first, third]);
    // The picker is still open, its rows in the new order.
    const [one, two] = picker.getAllByRole('checkbox');
    expect(one).toHaveAccessibleName(second);
    expect(two).toHaveAccessibleName(first);

    // Escape during a drag cancels the drag, and leaves the picker open.
    await user.keyboard(' ');
    expect(await announced(`Picked up ${first}, at position 2 of ${total}.`)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await announced(`${first} would move to position 3 of ${total}.`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await announced(`Moving ${first} cancelled: it stays at position 2 of ${total}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(headerNames(await findSubmissionsTable()).slice(2, 5)).toEqual([second, first, third]);
  });
});
