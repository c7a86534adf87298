import { screen, waitFor } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  cellUnder,
  findSubmissionsTable,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.customerFeedback;
const listPath = `/forms/${formId}/submissions`;

const marksIn = (element: HTMLElement) =>
  [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('search matches marked in the cells', () => {
  it('marks "Müller" for "muller" in the name cells, the text unchanged, until the search is cleared', async () => {
    const nameId = storedQuestions(formId).find((question) => question.name === 'Your name')!.id;
    const names = storedSubmissions(formId, 'completed')
      .map((submission) => submission.responses[nameId])
      .filter((name): name is string => typeof name === 'string' && name.includes('Müller'));
    expect(names.length).toBeGreaterThan(0);

    const { user } = renderApp(listPath);
    let table = await findSubmissionsTable();
    // Every response loaded, so the search covers them all.
    await screen.findByText(/^All [\d,]+ responses loaded/);
    await user.type(screen.getByLabelText('Search responses'), 'muller{Enter}');
    await waitFor(() => expect(table.querySelector('mark')).not.toBeNull());
    table = await findSubmissionsTable();

    const nameCells = bodyRows(table).map((row) => cellUnder(table, row, 'Your name'));
    const millers = nameCells.filter((cell) => cell.textContent?.includes('Müller'));
    expect(millers).toHaveLength(Math.min(25, names.length));
    for (const cell of millers) {
      expect(marksIn(cell)).toEqual(['Müller']);
      expect(names).toContain(cell.textContent);
    }
    // Cells that do not contain the word are not marked.
    for (const cell of nameCells.filter((item) => !millers.includes(item))) {
      expect(marksIn(cell)).toEqual([]);
    }

    await user.type(screen.getByLabelText('Search responses'), '{Escape}');
    await waitFor(() => expect(table.querySelector('mark')).toBeNull());
  });

  it('marks the submitted date as the table shows it', async () => {
    const [newest] = storedSubmissions(formId, 'completed');
    const year = String(new Date(newest!.created_at).getFullYear());
    renderApp(`${listPath}?q=${year}`);
    const table = await findSubmissionsTable();
    await waitFor(() => {
      const link = bodyRows(table)[0]!.querySelector<HTMLElement>('a[aria-label^="Open"]');
      expect(marksIn(link!)).toEqual([year]);
    });
  });
});
