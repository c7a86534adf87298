// Helpers shared by the submissions pages' integration tests.
import { screen, waitFor } from '@testing-library/react';
import type { SubmissionFilter } from '../../api/schemas';
import { apiRequests, sandbox } from '../../../test/sandbox-server';

/** The submissions table once its rows (not the loading skeleton) are on screen. */
export async function findSubmissionsTable() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

// Plain DOM queries: role queries over a table of hundreds of cells are slow in jsdom.

/** The body rows of the table, one per submission. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
}

export function headerNames(table: HTMLElement): string[] {
  return [...table.querySelectorAll(':scope > thead th')].map((header) => header.textContent ?? '');
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
