import { screen, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox } from '@test/sandbox-server';
import {
  findSubmissionsTable,
  headerNames,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const FORM = SEED_FORM_IDS.customerFeedback;
const questionHeaders = (table: HTMLElement) => headerNames(table).slice(2);

describe('column control', () => {
  it('hides and reorders columns, keeps the choice for this form on this device, and resets', async () => {
    const first = renderApp(`/forms/${FORM}/submissions`);
    let table = await findSubmissionsTable();
    const original = questionHeaders(table);
    expect(original[0]).toBe('Your name');

    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog');
    await first.user.click(within(panel).getByRole('checkbox', { name: 'Your name' }));
    await first.user.click(
      within(panel).getByRole('button', { name: 'Move Email address down (one column right)' }),
    );
    table = await findSubmissionsTable();
    expect(questionHeaders(table)).toEqual([original[2], original[1], ...original.slice(3)]);
    first.unmount();

    const again = renderApp(`/forms/${FORM}/submissions`);
    table = await findSubmissionsTable();
    expect(questionHeaders(table)).toEqual([original[2], original[1], ...original.slice(3)]);
    await again.user.click(screen.getByRole('button', { name: /^Columns/ }));
    const panel2 = await screen.findByRole('dialog');
    await again.user.click(within(panel2).getByRole('button', { name: 'Reset to default' }));
    table = await findSubmissionsTable();
    expect(questionHeaders(table)).toEqual(original);
  });

  it('keeps each form its own choice', async () => {
    const nameQuestion = sandbox.store.getForm(FORM)!.questions[0]!;
    window.localStorage.setItem(
      `formdeck.columns.${FORM}`,
      JSON.stringify({ order: [], hidden: [nameQuestion.id] }),
    );
    const other = renderApp(`/forms/${SEED_FORM_IDS.supportIntake}/submissions`);
    let table = await findSubmissionsTable();
    expect(questionHeaders(table)).toHaveLength(
      sandbox.store.getForm(SEED_FORM_IDS.supportIntake)!.questions.length,
    );
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    other.unmount();

    renderApp(`/forms/${FORM}/submissions`);
    table = await findSubmissionsTable();
    expect(questionHeaders(table)).not.toContain(nameQuestion.name);
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument();
  });
});
