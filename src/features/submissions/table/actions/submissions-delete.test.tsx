import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, TEST_BASE_URL } from '@test/sandbox-server';
import {
  bodyRows,
  findSubmissionsTable,
  storedSubmissions,
  submissionDeletes,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;

function rowButton(row: HTMLElement, label: RegExp): HTMLElement {
  const control = [...row.querySelectorAll<HTMLElement>('[aria-label]')].find((element) =>
    label.test(element.getAttribute('aria-label') ?? ''),
  );
  if (!control) throw new Error(`No ${label} in the row`);
  return control;
}

/** Delete from the row's "…" menu, as a user does, once its code has arrived. */
async function deleteRow(user: ReturnType<typeof renderApp>['user'], row: HTMLElement) {
  await user.click(await waitFor(() => rowButton(row, /^Actions for submission of/)));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete submission…' }));
}

const openTimes = (table: HTMLElement) =>
  bodyRows(table).map((row) => rowButton(row, /^Open submission/).textContent);

const deletedIds = () =>
  submissionDeletes(formId).map((request) => request.url.pathname.split('/').at(-1));

describe('deleting submissions from the table', () => {
  it('deletes a row only after confirmation, with exactly one DELETE', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const [first, second] = storedSubmissions(formId);
    const row = bodyRows(table)[0]!;

    await deleteRow(user, row);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    expect(dialog).toHaveTextContent(formatDateTime(first!.created_at));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submissionDeletes(formId)).toHaveLength(0);

    await deleteRow(user, row);
    dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete submission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletedIds()).toEqual([first!.id]);
    expect(await screen.findByText('Submission deleted')).toBeInTheDocument();
    await waitFor(() => expect(openTimes(table)[0]).toBe(formatDateTime(second!.created_at)));
    expect(sandbox.store.getSubmission(formId, first!.id)).toBeUndefined();
  });

  it('deletes the selected rows after one confirmation, one DELETE each', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const stored = storedSubmissions(formId).slice(0, 3);
    for (const row of bodyRows(table).slice(0, 3)) {
      await user.click(rowButton(row, /^Select submission/));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete 3 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submissionDeletes(formId)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete 3 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 submissions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletedIds()).toEqual(stored.map((submission) => submission.id));
    expect(await screen.findByText('3 submissions deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(openTimes(table)[0]).toBe(formatDateTime(storedSubmissions(formId)[0]!.created_at)),
    );
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('stops a bulk delete at a failure and says what was deleted and what was not', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const [first, second, third] = storedSubmissions(formId);
    server.use(
      http.delete(`${TEST_BASE_URL}${listPath}/${second!.id}`, () =>
        HttpResponse.json({ error: 'Storage unavailable' }, { status: 500 }),
      ),
    );
    for (const row of bodyRows(table).slice(0, 3)) {
      await user.click(rowButton(row, /^Select submission/));
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 submissions' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 of 3 deleted');
    expect(alert).toHaveTextContent(`Deleted: ${formatDateTime(first!.created_at)}`);
    expect(alert).toHaveTextContent(
      `Failed: ${formatDateTime(second!.created_at)} (Storage unavailable)`,
    );
    expect(alert).toHaveTextContent(
      `Not deleted: ${formatDateTime(second!.created_at)}, ${formatDateTime(third!.created_at)}`,
    );
    expect(within(dialog).getByText('Deleted 1 of 3')).toBeInTheDocument();
    expect(deletedIds()).toEqual([first!.id, second!.id]);
    expect(sandbox.store.getSubmission(formId, second!.id)).toBeDefined();
    expect(sandbox.store.getSubmission(formId, third!.id)).toBeDefined();
    await waitFor(() => expect(openTimes(table)[0]).toBe(formatDateTime(second!.created_at)));
  });
});

describe('a bulk delete that stops, and its retry', () => {
  async function confirmThree(user: ReturnType<typeof renderApp>['user'], table: HTMLElement) {
    for (const row of bodyRows(table).slice(0, 3)) {
      await user.click(rowButton(row, /^Select submission/));
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 submissions' }));
    return dialog;
  }

  it('"Retry the rest" sends only what was not deleted, and then it is done', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const [first, second, third] = storedSubmissions(formId);
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: `/submissions/${second!.id}`, status: 500, times: 1 }],
    });
    const dialog = await confirmThree(user, table);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 of 3 deleted');
    expect(within(dialog).getByText('Deleted 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry the rest' }));

    expect(await screen.findByText('3 submissions deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The first went once; the second failed and was sent again; the third once, on the retry.
    expect(deletedIds()).toEqual([first!.id, second!.id, second!.id, third!.id]);
    for (const submission of [first, second, third]) {
      expect(sandbox.store.getSubmission(formId, submission!.id)).toBeUndefined();
    }
    await waitFor(() =>
      expect(openTimes(table)[0]).toBe(formatDateTime(storedSubmissions(formId)[0]!.created_at)),
    );
  });

  it('a retry after a 429 says how long to wait and still sends only the rest', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const [first, second, third] = storedSubmissions(formId);
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: '/submissions/', status: 429, retryAfter: '7', times: 1 }],
    });
    const dialog = await confirmThree(user, table);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('0 of 3 deleted');
    expect(alert).toHaveTextContent(/Wait 7 seconds/);
    await user.click(within(dialog).getByRole('button', { name: 'Retry the rest' }));
    expect(await screen.findByText('3 submissions deleted')).toBeInTheDocument();
    expect(deletedIds()).toEqual([first!.id, first!.id, second!.id, third!.id]);
  });

  it('a submission deleted elsewhere meanwhile (404) counts as deleted, not as a failure', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const [first, second, third] = storedSubmissions(formId);
    sandbox.store.deleteSubmission(formId, second!.id);
    await confirmThree(user, table);

    expect(await screen.findByText('3 submissions deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletedIds()).toEqual([first!.id, second!.id, third!.id]);
    expect(sandbox.store.getSubmission(formId, third!.id)).toBeUndefined();
  });
});

describe('deleting the last rows of a page past the first', () => {
  /** Leaves the showcase form with one completed submission on page 4 of 10-row pages. */
  function leaveOneOnPageFour() {
    const stored = storedSubmissions(formId);
    for (const submission of stored.slice(0, stored.length - 31)) {
      sandbox.store.deleteSubmission(formId, submission.id);
    }
    expect(storedSubmissions(formId)).toHaveLength(31);
  }

  it('goes back a page after deleting the only row', async () => {
    leaveOneOnPageFour();
    const { user, router } = renderApp(`${listPath}?page=4&limit=10`);
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(1);
    await deleteRow(user, bodyRows(table)[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete submission' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=3&limit=10'));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(openTimes(table)[0]).toBe(formatDateTime(storedSubmissions(formId)[20]!.created_at));
    expect(submissionDeletes(formId)).toHaveLength(1);
  });

  it('goes back a page after deleting every row of it at once', async () => {
    leaveOneOnPageFour();
    sandbox.store.deleteSubmission(formId, storedSubmissions(formId)[0]!.id);
    const { user, router } = renderApp(`${listPath}?page=3&limit=10`);
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select all submissions on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 10 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 10 submissions' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2&limit=10'));
    expect(submissionDeletes(formId)).toHaveLength(10);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });
});

describe('a bulk delete whose dialog the user tries to close while it runs', () => {
  it('keeps the dialog and its progress, empties the selection, and sends each DELETE once', async () => {
    const { user } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const stored = storedSubmissions(formId).slice(0, 3);
    // The first DELETE waits until the test lets it go.
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(
        `${TEST_BASE_URL}${listPath}/${stored[0]!.id}`,
        async () => {
          await blocked;
          return undefined;
        },
        { once: true },
      ),
    );
    for (const row of bodyRows(table).slice(0, 3)) {
      await user.click(rowButton(row, /^Select submission/));
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 submissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 submissions' }));
    await waitFor(() => expect(submissionDeletes(formId)).toHaveLength(1));

    await user.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    if (!overlay) throw new Error('No overlay to click outside the dialog');
    await user.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Delete 3 submissions?' })).toBeInTheDocument();
    // In flight: none of the three is selected any more, so no second Delete can send it.
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletedIds()).toEqual(stored.map((submission) => submission.id));
  });
});
