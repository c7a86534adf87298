import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, server, TEST_BASE_URL } from '@test/sandbox-server';
import {
  bodyRows,
  expectShowing,
  findSubmissionsTable,
  storedSubmissions,
  submissionDeletes,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;

async function confirmDeleteInView(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete submission' }));
}

describe('deleting in the submission view', () => {
  it('deletes after confirmation only, then shows the next submission', async () => {
    const { user, router } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const stored = storedSubmissions(formId);
    await user.click(
      bodyRows(table)[3]!.querySelector<HTMLElement>('a[aria-label^="Open submission"]')!,
    );
    await expectShowing(router, listPath, stored[3]!, '?limit=10');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    expect(dialog).toHaveTextContent(formatDateTime(stored[3]!.created_at));
    // The arrow keys belong to the dialog while it is open, not to the pager behind it.
    await user.keyboard('{ArrowRight}');
    await user.keyboard('j');
    expect(router.state.location.pathname).toBe(`${listPath}/${stored[3]!.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submissionDeletes(formId)).toHaveLength(0);

    await confirmDeleteInView(user);
    await expectShowing(router, listPath, stored[4]!, '?limit=10');
    expect(submissionDeletes(formId).map((request) => request.url.pathname)).toEqual([
      `/sandbox/v1${listPath}/${stored[3]!.id}`,
    ]);
    expect(await screen.findByText('Submission deleted')).toBeInTheDocument();
    // The deleted submission was not asked for again (no "not found" flash on the way out).
    expect(apiRequests('GET', `/submissions/${stored[3]!.id}`)).toHaveLength(0);
    expect(screen.queryByText('Submission not found')).not.toBeInTheDocument();
  });

  it('after the last row of a page, shows the next one, which moved up to this page', async () => {
    const stored = storedSubmissions(formId);
    const { user, router } = renderApp(`${listPath}/${stored[9]!.id}?limit=10`);
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await confirmDeleteInView(user);
    await expectShowing(router, listPath, stored[10]!, '?limit=10');
    expect(screen.getByText(`10 of ${stored.length - 1}`)).toBeInTheDocument();
  });

  it('goes back to the list after the last submission', async () => {
    const stored = storedSubmissions(formId);
    const page = Math.ceil(stored.length / 10);
    expect(stored.length % 10).not.toBe(1);
    const { user, router } = renderApp(`${listPath}/${stored.at(-1)!.id}?page=${page}&limit=10`);
    await expectShowing(router, listPath, stored.at(-1)!, `?page=${page}&limit=10`);
    await confirmDeleteInView(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(router.state.location.search).toBe(`?page=${page}&limit=10`);
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength((stored.length - 1) % 10 || 10);
  });

  it('goes back to the page before when it deleted the only row of its page', async () => {
    const all = storedSubmissions(formId);
    for (const submission of all.slice(0, all.length - 31)) {
      sandbox.store.deleteSubmission(formId, submission.id);
    }
    const last = storedSubmissions(formId)[30]!;
    const { user, router } = renderApp(`${listPath}/${last.id}?page=4&limit=10`);
    await expectShowing(router, listPath, last, '?page=4&limit=10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await confirmDeleteInView(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(router.state.location.search).toBe('?page=3&limit=10');
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(10);
  });

  it('a submission deleted elsewhere meanwhile (404) counts as deleted: the view moves on', async () => {
    const stored = storedSubmissions(formId);
    const { user, router } = renderApp(`${listPath}/${stored[3]!.id}?limit=10`);
    await expectShowing(router, listPath, stored[3]!, '?limit=10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    sandbox.store.deleteSubmission(formId, stored[3]!.id);
    await confirmDeleteInView(user);

    await expectShowing(router, listPath, stored[4]!, '?limit=10');
    expect(await screen.findByText('Submission deleted')).toBeInTheDocument();
    expect(submissionDeletes(formId)).toHaveLength(1);
  });

  it('stays on the submission when the delete fails, and says why', async () => {
    const [submission] = storedSubmissions(formId);
    server.use(
      http.delete(`${TEST_BASE_URL}${listPath}/${submission!.id}`, () =>
        HttpResponse.json({ error: 'Storage unavailable' }, { status: 500 }),
      ),
    );
    const { user, router } = renderApp(`${listPath}/${submission!.id}`);
    await expectShowing(router, listPath, submission!, '');
    await confirmDeleteInView(user);
    const dialog = screen.getByRole('dialog', { name: 'Delete this submission?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Storage unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectShowing(router, listPath, submission!, '');
    expect(submissionDeletes(formId)).toHaveLength(1);
  });
});
