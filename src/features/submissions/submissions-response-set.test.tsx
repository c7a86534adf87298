import { screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { holdGets, sandbox } from '@test/sandbox-server';
import {
  bodyRows,
  cellUnder,
  findSubmissionsTable,
  listQueries,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from './submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.customerFeedback;
const listPath = `/forms/${formId}/submissions`;
const nf = new Intl.NumberFormat();

function questionId(name: string) {
  const question = storedQuestions(formId).find((item) => item.name === name);
  if (!question) throw new Error(`No question ${name}`);
  return question.id;
}

async function loaded() {
  const all = storedSubmissions(formId, 'all').length;
  await screen.findByText(`All ${nf.format(all)} responses loaded`);
}

describe('the response set on the submissions page', () => {
  it('searches every loaded response, case-insensitively, and finds one from the last API page', async () => {
    const { user, router } = renderApp(listPath);
    await loaded();
    const nameId = questionId('Your name');
    const completed = storedSubmissions(formId, 'completed');
    // The oldest completed response with a name: it lives on the API's last page.
    const target = completed.findLast((s) => typeof s.responses[nameId] === 'string')!;
    const name = String(target.responses[nameId]);
    // Every word must be in some answer of the response (the search's rule).
    const words = name.toLowerCase().split(/\s+/);
    const expected = completed.filter((s) => {
      const text = Object.values(s.responses)
        .filter((v) => typeof v === 'string')
        .join('\n')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    });
    expect(expected).toContain(target);

    await user.type(screen.getByLabelText('Search responses'), `${name.toUpperCase()}{Enter}`);
    expect(
      await screen.findByText(
        `${nf.format(expected.length)} of ${nf.format(completed.length)} responses match`,
      ),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(name.toUpperCase());
    const table = await findSubmissionsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(25, expected.length)));
    for (const row of bodyRows(table)) {
      expect(cellUnder(table, row, 'Your name').textContent?.toLowerCase()).toContain(
        name.toLowerCase(),
      );
    }
  });

  it('sorts a rating column numerically both ways, with aria-sort on its header', async () => {
    const { user, router } = renderApp(listPath);
    await loaded();
    const column = 'How satisfied are you with Northwind overall?';
    const ratings = storedSubmissions(formId, 'completed')
      .map((s) => s.responses[questionId(column)])
      .filter((v): v is number => typeof v === 'number');
    await user.click(screen.getByRole('button', { name: `${column}: sort ascending` }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(
      `q:${questionId(column)}`,
    );
    const table = await findSubmissionsTable();
    const firstCell = () => cellUnder(table, bodyRows(table)[0]!, `${column}`);
    await waitFor(() => expect(firstCell().textContent).toContain(String(Math.min(...ratings))));
    expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: `${column}: sort descending` }));
    await waitFor(() => expect(firstCell().textContent).toContain(String(Math.max(...ratings))));
  });

  it('keeps a row selected just before the loaded responses take over the table', async () => {
    // The set's first page waits until the row is ticked.
    let first = true;
    const release = holdGets(listPath, {
      when: (url) => url.searchParams.get('limit') === '50' && first && !(first = false),
    });
    const { user } = renderApp(listPath);
    const table = await findSubmissionsTable();
    const [row] = bodyRows(table);
    await user.click(within(row!).getByRole('checkbox'));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();

    release();
    await loaded();
    const [rowNow] = bodyRows(await findSubmissionsTable());
    expect(within(rowNow!).getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('finds new responses on Refresh and shows them when asked, reading only page 1', async () => {
    const { user } = renderApp(listPath);
    await loaded();
    const before = listQueries(formId).length;
    const added = sandbox.scenarios.addSubmissions(formId, { count: 3, partial: 0 });
    expect(added).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(await screen.findByRole('button', { name: '3 new responses' }));
    const all = storedSubmissions(formId, 'all').length;
    expect(await screen.findByText(`All ${nf.format(all)} responses loaded`)).toBeInTheDocument();
    expect(listQueries(formId).slice(before)).toEqual(['filter=all&page=1&limit=50']);
    const tabs = screen.getByRole('tablist', { name: 'Submission status' });
    expect(within(tabs).getByRole('tab', { name: /^All/ })).toHaveTextContent(nf.format(all));
  });
});
