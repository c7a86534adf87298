import { screen, waitFor, within } from '@testing-library/react';
import type { Submission } from '@/api/schemas';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { renderApp } from '@test/render-app';
import { sandbox } from '@test/sandbox-server';
import {
  addTestForm,
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
  submissionDeletes,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const FORM = 'frm_select_all';

/** 45 completed responses built on the test rows, newest first: every second one named "Lee …". */
const RESPONSES: Submission[] = Array.from({ length: 45 }, (_, index) => {
  const base = ROWS[index % ROWS.length]!;
  return {
    ...base,
    id: `d-${String(index).padStart(2, '0')}`,
    created_at: new Date(Date.parse('2026-11-20T10:00:00Z') - index * 3_600_000).toISOString(),
    is_partial: false,
    responses: { ...base.responses, name: `${index % 2 === 0 ? 'Lee' : 'Kim'} ${index}` },
  };
});
const MATCHING = RESPONSES.filter((row) => String(row.responses.name).startsWith('Lee '));
const OTHERS = RESPONSES.filter((row) => !MATCHING.includes(row));

/** How many DELETEs reached the API for each submission id. */
function deletesPerId(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of submissionDeletes(FORM)) {
    const id = decodeURIComponent(request.url.pathname.split('/').at(-1) ?? '');
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

const once = (rows: readonly Submission[]) => Object.fromEntries(rows.map((row) => [row.id, 1]));

/**
 * The page, 10 rows a page, searched for "lee"; every matching row selected, then deleted.
 * `beforeConfirm` runs while the confirmation is open.
 */
async function selectAllMatchingAndDelete(beforeConfirm = () => {}) {
  const { user } = renderApp(`/forms/${FORM}/submissions?limit=10`);
  await screen.findByText(`All ${RESPONSES.length} responses loaded`);
  await user.type(screen.getByLabelText('Search responses'), 'lee{Enter}');
  expect(
    await screen.findByText(`${MATCHING.length} of ${RESPONSES.length} responses match`),
  ).toBeInTheDocument();
  const table = await findSubmissionsTable();
  await waitFor(() => expect(bodyRows(table)).toHaveLength(10));

  await user.click(screen.getByRole('checkbox', { name: 'Select all submissions on this page' }));
  expect(screen.getByText('10 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: `Select all ${MATCHING.length} matching` }));
  expect(screen.getByText(`${MATCHING.length} selected`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete selected' }));
  const dialog = await screen.findByRole('dialog', {
    name: `Delete ${MATCHING.length} submissions?`,
  });
  expect(dialog).toHaveTextContent(`${MATCHING.length} submissions are deleted for good`);
  expect(submissionDeletes(FORM)).toHaveLength(0);
  beforeConfirm();
  await user.click(
    within(dialog).getByRole('button', { name: `Delete ${MATCHING.length} submissions` }),
  );
  return { user, dialog };
}

describe('select all matching, then delete', () => {
  it('sends one DELETE for each matching submission and none for the others', async () => {
    addTestForm(FORM, 'Select all', QUESTIONS, RESPONSES);
    expect(MATCHING.length).toBeGreaterThan(10);
    await selectAllMatchingAndDelete();

    expect(await screen.findByText(`${MATCHING.length} submissions deleted`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletesPerId()).toEqual(once(MATCHING));
    for (const row of MATCHING) expect(sandbox.store.getSubmission(FORM, row.id)).toBeUndefined();
    for (const row of OTHERS) expect(sandbox.store.getSubmission(FORM, row.id)).toBeDefined();
  });

  it('after a failure, "Retry the rest" sends only what is not deleted; a 404 counts as deleted', async () => {
    addTestForm(FORM, 'Select all', QUESTIONS, RESPONSES);
    const failing = MATCHING[11]!;
    // Deleted elsewhere after the page loaded it: its DELETE gets a 404 before the failure.
    const goneElsewhere = MATCHING[5]!;
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: `/submissions/${failing.id}`, status: 500, times: 1 }],
    });
    const { user, dialog } = await selectAllMatchingAndDelete(() => {
      expect(sandbox.store.deleteSubmission(FORM, goneElsewhere.id)).toBe(true);
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`11 of ${MATCHING.length} deleted`);
    expect(deletesPerId()).toEqual(once(MATCHING.slice(0, 12)));

    await user.click(within(dialog).getByRole('button', { name: 'Retry the rest' }));
    expect(await screen.findByText(`${MATCHING.length} submissions deleted`)).toBeInTheDocument();
    // The failed one was sent again; every other matching one once; no other submission.
    expect(deletesPerId()).toEqual({ ...once(MATCHING), [failing.id]: 2 });
    for (const row of MATCHING) expect(sandbox.store.getSubmission(FORM, row.id)).toBeUndefined();
    for (const row of OTHERS) expect(sandbox.store.getSubmission(FORM, row.id)).toBeDefined();
  });
});
