// Helpers shared by the submissions pages' integration tests.
import { screen, waitFor } from '@testing-library/react';
import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { isQuestionType } from '@/contract/question-types';
import type { FormRecord } from '@/sandbox/data';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { formatDateTime } from '@/lib/format-date';
import type { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer } from '@test/sandbox-server';

/**
 * The sandbox server, plus the two lazy route modules loaded up front: their first transform
 * takes seconds, which would otherwise eat into the first test's waiting time.
 */
export function setupSubmissionsTests() {
  setupSandboxServer();
  beforeAll(async () => {
    await Promise.all([import('./submissions-page'), import('./submission/submission-page')]);
  }, 60_000);
}

/** The submissions table once its rows (not the loading skeleton) are on screen. */
export async function findSubmissionsTable(): Promise<HTMLElement> {
  // Not findByRole: re-running a role query on every DOM change of a big table takes seconds.
  return waitFor(() => {
    const table = document.querySelector<HTMLElement>('table[aria-busy="false"]');
    if (!table) throw new Error('The submissions table has not loaded');
    return table;
  });
}

/** The page's main heading, without a role query over a possibly big table. */
export function findHeading(text: string | RegExp) {
  // A submission's heading goes on to name its respondent: "Submission of <time> from Ann Smith".
  const matches =
    typeof text === 'string'
      ? (content: string) => content === text || content.startsWith(`${text} from `)
      : (content: string) => text.test(content);
  return screen.findByText((_, element) => matches(element?.textContent ?? ''), {
    selector: 'h1',
  });
}

// Plain DOM queries: role queries over a table of hundreds of cells are slow in jsdom.

/** The body rows of the table, one per submission. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
}

/**
 * Each header's text as the user reads it. A header's tooltip (its whole name on hover or focus)
 * is left out: in tests Mantine draws it inside the header, where a browser draws it in a portal.
 */
export function headerNames(table: HTMLElement): string[] {
  return [...table.querySelectorAll(':scope > thead th')].map((header) => {
    const shown = header.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[role="tooltip"]').forEach((tooltip) => tooltip.remove());
    return shown.textContent ?? '';
  });
}

/** The cell of `row` under the column whose header text is exactly `column`. */
export function cellUnder(table: HTMLElement, row: HTMLElement, column: string): HTMLElement {
  const index = headerNames(table).indexOf(column);
  const cell = row.querySelectorAll<HTMLElement>(':scope > td')[index];
  if (index < 0 || !cell) throw new Error(`No cell under "${column}"`);
  return cell;
}

/** Submissions of a sandbox form as the API lists them: newest first. */
export function storedSubmissions(formId: string, filter: SubmissionFilter = 'completed') {
  return sandbox.store.listSubmissions(formId, filter);
}

export function storedQuestions(formId: string) {
  const record = sandbox.store.getForm(formId);
  if (!record) throw new Error(`No sandbox form ${formId}`);
  return record.questions;
}

/** Query strings of the list requests of a form, e.g. `filter=completed&page=1&limit=25`. */
export function listQueries(formId: string): string[] {
  return apiRequests('GET', `/forms/${formId}/submissions`).map((request) =>
    request.url.searchParams.toString(),
  );
}

export function submissionGets(formId: string, submissionId: string) {
  return apiRequests('GET', `/forms/${formId}/submissions/${submissionId}`);
}

export function submissionDeletes(formId: string) {
  return apiRequests('DELETE', new RegExp(`/forms/${formId}/submissions/[^/]+$`));
}

type Router = ReturnType<typeof renderApp>['router'];

/** The submission view shows `submission`, at the position in `listPath` that the URL names. */
export async function expectShowing(
  router: Router,
  listPath: string,
  submission: Submission,
  search: string,
) {
  expect(await findHeading(`Submission of ${formatDateTime(submission.created_at)}`)).toBeVisible();
  expect(router.state.location.pathname).toBe(`${listPath}/${submission.id}`);
  expect(router.state.location.search).toBe(search);
}

/** Adds a form of these questions and submissions to the sandbox (a seeded form's other fields). */
export function addTestForm(
  id: string,
  name: string,
  questions: readonly Question[],
  submissions: readonly Submission[],
) {
  const record: FormRecord = structuredClone(sandbox.store.getForm(SEED_FORM_IDS.newsletter)!);
  record.form = { ...record.form, id, name };
  record.questions = questions.map((question) => {
    if (!isQuestionType(question.type)) throw new Error(`Not a question type: ${question.type}`);
    return { ...question, type: question.type };
  });
  record.submissions = structuredClone([...submissions]);
  sandbox.store.addForm(record);
}
