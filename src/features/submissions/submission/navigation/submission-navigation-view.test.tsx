import { screen, waitFor } from '@testing-library/react';
import type { Submission } from '@/api/schemas';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  cellUnder,
  findHeading,
  findSubmissionsTable,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;
const coffees = 'Number: how many coffees today?';

type App = ReturnType<typeof renderApp>;

function questionId(name: string) {
  const question = storedQuestions(formId).find((item) => item.name === name);
  if (!question) throw new Error(`No question ${name}`);
  return question.id;
}

/** The list with every response loaded: the table and the pager then work from the set. */
async function openList(query: string) {
  const app = renderApp(`${listPath}${query}`);
  await screen.findByText(/^All [\d,]+ responses loaded/);
  return { ...app, table: await findSubmissionsTable() };
}

async function openRow({ user }: App, table: HTMLElement, index: number) {
  const row = bodyRows(table)[index];
  await user.click(row!.querySelector<HTMLElement>('a[aria-label^="Open submission"]')!);
}

/** The submission view shows `submission`, with the list's view still in the URL. */
async function expectAt({ router }: App, submission: Submission, params: Record<string, string>) {
  expect(await findHeading(`Submission of ${formatDateTime(submission.created_at)}`)).toBeVisible();
  expect(router.state.location.pathname).toBe(`${listPath}/${submission.id}`);
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(params);
}

const pagerButton = (name: 'Previous' | 'Next') => screen.getByRole('button', { name });

async function press(app: App, name: 'Previous' | 'Next') {
  await waitFor(() => expect(pagerButton(name)).toBeEnabled());
  await app.user.click(pagerButton(name));
}

/** The pager has worked out both neighbours (one may be missing) before a button is judged. */
async function expectEnd(name: 'Previous' | 'Next') {
  const other = name === 'Previous' ? 'Next' : 'Previous';
  await waitFor(() => expect(pagerButton(other)).toBeEnabled());
  expect(pagerButton(name)).toBeDisabled();
}

/** From the first row of the table to the last of `expected` by Next, and back by Previous. */
async function walk(
  app: App & { table: HTMLElement },
  expected: Submission[],
  params: Record<string, string>,
) {
  await openRow(app, app.table, 0);
  for (const [index, submission] of expected.entries()) {
    if (index > 0) await press(app, 'Next');
    await expectAt(app, submission, params);
    expect(screen.getByText(`${index + 1} of ${expected.length}`)).toBeInTheDocument();
  }
  await expectEnd('Next');
  // And back by Previous, through the same rows, to the first: nothing before it.
  for (const submission of expected.slice(0, -1).reverse()) {
    await press(app, 'Previous');
    await expectAt(app, submission, params);
  }
  await expectEnd('Previous');
}

const coffeesOf = (s: Submission) => s.responses[questionId(coffees)];
const firstCoffees = (table: HTMLElement) =>
  cellUnder(table, bodyRows(table)[0]!, coffees).textContent;

/** The completed responses in the sort's order: numbers, equal ones newest first, then none. */
function byCoffees(direction: 'asc' | 'desc'): Submission[] {
  const completed = storedSubmissions(formId);
  const sign = direction === 'asc' ? 1 : -1;
  const numbered = completed.filter((s) => typeof coffeesOf(s) === 'number');
  const sorted = [
    ...numbered.sort((a, b) => (Number(coffeesOf(a)) - Number(coffeesOf(b))) * sign),
    ...completed.filter((s) => typeof coffeesOf(s) !== 'number'),
  ];
  // Only a test of the order if the order is not the default one.
  expect(sorted.map((s) => s.id)).not.toEqual(completed.map((s) => s.id));
  expect(sorted.length).toBeGreaterThan(26);
  return sorted;
}

describe('previous and next in the order and filters of the view', () => {
  it('follow a number column sorted by its header, and the first row has no Previous', async () => {
    const sorted = byCoffees('asc');
    const app = await openList('');
    await app.user.click(screen.getByRole('button', { name: `${coffees}: sort ascending` }));
    const { table } = app;
    await waitFor(() => expect(firstCoffees(table)).toBe(String(coffeesOf(sorted[0]!))));
    const params = { sort: `q:${questionId(coffees)}` };

    await openRow(app, table, 0);
    await expectAt(app, sorted[0]!, params);
    await expectEnd('Previous');
    for (const submission of sorted.slice(1, 4)) {
      await press(app, 'Next');
      await expectAt(app, submission, params);
    }
    await press(app, 'Previous');
    await expectAt(app, sorted[2]!, params);
  });

  it('follow a descending sort from a copied link onto its page 2, to the last row', async () => {
    const sorted = byCoffees('desc');
    const params = { sort: `q:${questionId(coffees)}`, dir: 'desc' };
    const app = await openList(`?${new URLSearchParams(params)}`);
    await waitFor(() => expect(firstCoffees(app.table)).toBe(String(coffeesOf(sorted[0]!))));

    // The last row of page 1: Next is the first row of page 2 of the sorted list.
    await openRow(app, app.table, 24);
    await expectAt(app, sorted[24]!, params);
    for (const submission of sorted.slice(25)) {
      await press(app, 'Next');
      await expectAt(app, submission, { ...params, page: '2' });
    }
    expect(screen.getByText(`${sorted.length} of ${sorted.length}`)).toBeInTheDocument();
    await expectEnd('Next');
    await press(app, 'Previous');
    await expectAt(app, sorted.at(-2)!, { ...params, page: '2' });
  });

  it('stay within the search, from its first match to its last and back', async () => {
    const word = 'autumn';
    const completed = storedSubmissions(formId);
    const expected = completed.filter((s) =>
      JSON.stringify(s.responses).toLowerCase().includes(word),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(completed.length);
    const app = await openList(`?q=${word}`);
    await walk(app, expected, { q: word });
  });

  it('stay within the filters, from the first row they keep to the last and back', async () => {
    const department = questionId('Dropdown: department');
    const filters = [{ column: `q:${department}`, op: 'anyOf', values: ['Sales'] }];
    const completed = storedSubmissions(formId);
    const expected = completed.filter((s) => s.responses[department] === 'Sales');
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(completed.length);
    const f = JSON.stringify(filters);
    const app = await openList(`?f=${encodeURIComponent(f)}`);
    await walk(app, expected, { f });
  });
});
