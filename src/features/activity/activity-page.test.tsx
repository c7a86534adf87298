import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearActivity } from '@/api/activity-log';
import { eraseSubmissions } from '@/api/erase-submissions';
import { addEntry, readEntries } from '@/api/activity-log-disk';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

setupSandboxServer();
beforeEach(() => clearActivity());

const FORM_NAME = 'Customer feedback 2026';
const MARKER = 'answer-marker-7f3a9c';

type App = ReturnType<typeof renderApp>;

const nav = (user: App['user'], name: string) =>
  user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name }));

async function deleteFormFromList({ user }: App) {
  await nav(user, 'Forms');
  await user.click(await screen.findByRole('button', { name: `Actions for ${FORM_NAME}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), FORM_NAME);
  await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));
  return dialog;
}

async function openActivity({ user }: App) {
  await nav(user, 'Activity');
  return screen.findByRole('list');
}

describe('the Activity page', () => {
  it('lists a deleted submission and a deleted form, newest first, without any answer', async () => {
    const formId = SEED_FORM_IDS.showcase;
    const showcase = sandbox.store.getForm(formId)!.form.name;
    const [submission] = sandbox.store.listSubmissions(formId, 'completed');
    const question = sandbox.store
      .getForm(formId)!
      .questions.find((item) => item.type === 'SHORT_ANSWER');
    submission!.responses[question!.id] = MARKER;

    const app = renderApp(`/forms/${formId}/submissions/${submission!.id}`);
    expect(await screen.findByText(MARKER)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete submission' }));
    expect(await screen.findByText('Submission deleted')).toBeInTheDocument();

    await deleteFormFromList(app);
    expect(await screen.findByText('Form deleted')).toBeInTheDocument();

    const list = await openActivity(app);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [formEntry, submissionEntry] = within(list).getAllByRole('listitem');
    expect(formEntry).toHaveTextContent(`Form “${FORM_NAME}”`);
    expect(formEntry).toHaveTextContent('1 deleted');
    expect(submissionEntry).toHaveTextContent(`1 submission of “${showcase}”`);
    expect(submissionEntry).toHaveTextContent('1 deleted');
    expect(submissionEntry).toHaveTextContent(`Signed in as ${sandbox.store.user().email}`);
    await app.user.click(within(submissionEntry!).getByRole('button', { name: 'Show ids' }));
    expect(submissionEntry).toHaveTextContent(`${submission!.id}: deleted`);

    const stored = JSON.stringify(await readEntries());
    expect(stored).toContain(submission!.id);
    expect(stored).not.toContain(MARKER);
  });

  it("shows a failed delete with the API's message, filters, and clears after confirmation", async () => {
    server.use(
      http.delete(`${TEST_BASE_URL}/forms/:formId`, () =>
        HttpResponse.json({ error: 'Disk full' }, { status: 500 }),
      ),
    );
    const app = renderApp('/forms');
    const dialog = await deleteFormFromList(app);
    expect(await within(dialog).findByText('Disk full')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = await openActivity(app);
    const entry = await within(list).findByRole('listitem');
    expect(entry).toHaveTextContent('1 failed');
    expect(entry).toHaveTextContent('The API said: Disk full');

    await app.user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await app.user.click(await screen.findByRole('option', { name: 'Submissions' }));
    expect(await screen.findByText('No entry matches these filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 1 entry')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear the log' }));
    const cancel = await screen.findByRole('dialog', { name: 'Clear the activity log?' });
    await app.user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await readEntries()).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'Clear the log' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the activity log?' });
    expect(confirm).toHaveTextContent('All 1 entry are removed from this device');
    await app.user.click(within(confirm).getByRole('button', { name: 'Clear the log' }));
    expect(await screen.findByText('Nothing deleted from this browser yet')).toBeInTheDocument();
    expect(await readEntries()).toEqual([]);
  });

  it('searches every word of its entries, case and accents aside: "zurich" finds "Zürich"', async () => {
    const at = Date.now();
    const entry = (name: string, id: string) =>
      addEntry({ at, kind: 'webhook', account: null, items: [{ id, name, outcome: 'deleted' }] });
    await entry('Zürich office alerts', 'whk_zh');
    await entry('Geneva office alerts', 'whk_ge');
    const app = renderApp('/activity');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'alerts zurich');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Zürich office alerts');
    expect(list).not.toHaveTextContent('Geneva');
    expect(screen.getByText('1 of 2 entries')).toBeInTheDocument();

    await app.user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'whk_ge');
    await waitFor(() => expect(list).toHaveTextContent('Geneva office alerts'));
    expect(list).not.toHaveTextContent('Zürich');
  });
});

describe('an erasure in the Activity page', () => {
  it('is its own kind, "Erasure of one person (N forms)", with a filter, each id’s outcome kept', async () => {
    const feedback = sandbox.store.getForm(SEED_FORM_IDS.customerFeedback)!;
    const showcase = sandbox.store.getForm(SEED_FORM_IDS.showcase)!;
    const refs = [
      ...feedback.submissions.slice(0, 2).map((submission) => ({
        formId: feedback.form.id,
        formName: feedback.form.name,
        submissionId: submission.id,
      })),
      {
        formId: showcase.form.id,
        formName: showcase.form.name,
        submissionId: showcase.submissions[0]!.id,
      },
    ];
    const app = renderApp('/activity');
    await screen.findByRole('heading', { name: 'Activity', level: 1 });
    // As the People page's erasure runs it, with the person's fingerprint only.
    await eraseSubmissions(app.queryClient, {
      refs,
      outcomes: new Map(),
      person: 'a'.repeat(64),
    });

    const entry = await within(await screen.findByRole('list')).findByRole('listitem');
    expect(within(entry).getByText('Erasure of one person (2 forms)')).toBeInTheDocument();
    expect(within(entry).getByText('3 deleted')).toBeInTheDocument();
    await app.user.click(within(entry).getByRole('button', { name: 'Show ids' }));
    for (const ref of refs) {
      expect(within(entry).getByText(ref.submissionId).closest('li')).toHaveTextContent(
        `${ref.submissionId} ${ref.formName}: deleted`,
      );
    }

    await app.user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await app.user.click(await screen.findByRole('option', { name: 'Submissions' }));
    expect(await screen.findByText('No entry matches these filters')).toBeInTheDocument();
    await app.user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await app.user.click(await screen.findByRole('option', { name: 'Erasures' }));
    expect(await screen.findByText('Erasure of one person (2 forms)')).toBeInTheDocument();

    // One entry for the erasure, and who was erased is not in it.
    const entries = await readEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'erasure', person: 'a'.repeat(64) });
  });
});
