import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox } from '@test/sandbox-server';
import {
  bodyRows,
  findHeading,
  findSubmissionsTable,
  storedQuestions,
  storedSubmissions,
  submissionGets,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const showcase = SEED_FORM_IDS.showcase;
const event = SEED_FORM_IDS.eventRegistration;

/** The question names and answers of the view's first list, in order. */
function answerList() {
  const list = document.querySelector('dl')!;
  return [...list.querySelectorAll(':scope > div')].map((entry) => ({
    name: entry.querySelector('dt')?.textContent ?? '',
    answer: entry.querySelector('dd') as HTMLElement,
  }));
}

describe('submission view', () => {
  it('is titled with the respondent’s name, the time below it, and prints', async () => {
    const form = SEED_FORM_IDS.jobApplication;
    const questions = storedQuestions(form);
    const nameId = questions.find((question) => question.name === 'Full name')!.id;
    const submission = storedSubmissions(form).find(
      (item) => typeof item.responses[nameId] === 'string',
    )!;
    const name = submission.responses[nameId] as string;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/forms/${form}/submissions/${submission.id}`);

    const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(`${name}$`) });
    // Seen: the name; heard: what the page is, when it was sent and by whom.
    expect(heading).toHaveAccessibleName(
      `Submission of ${formatDateTime(submission.created_at)} from ${name}`,
    );
    expect(screen.getByText(`Submitted ${formatDateTime(submission.created_at)}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('opens from the table with no request of its own and shows every answer in order', async () => {
    const { user, router } = renderApp(`/forms/${showcase}/submissions?limit=10`);
    const table = await findSubmissionsTable();
    const submission = storedSubmissions(showcase)[1]!;
    const time = formatDateTime(submission.created_at);
    const link = bodyRows(table)[1]!.querySelector<HTMLElement>(
      'a[aria-label^="Open submission"]',
    )!;
    await user.click(link);

    expect(await findHeading(`Submission of ${time}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/forms/${showcase}/submissions/${submission.id}`);
    expect(submissionGets(showcase, submission.id)).toHaveLength(0);

    const answers = answerList();
    expect(answers.map((entry) => entry.name)).toEqual(
      storedQuestions(showcase).map((question) => question.name),
    );
    const answerOf = (name: string) => answers.find((entry) => entry.name === name)!.answer;
    expect(answerOf('Short answer: your nickname')).toHaveTextContent('Mo');
    expect(answerOf('Switch: subscribe to updates')).toHaveTextContent('Yes');
    expect(answerOf('Country')).toHaveTextContent('Germany');
    expect(within(answerOf('Link to your website')).getByRole('link')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // This submission answers a key that matches no question.
    const unknown = screen.getByRole('region', { name: 'Answers to questions not in the form' });
    expect(within(unknown).getByText('legacy_referrer')).toBeInTheDocument();
    expect(within(unknown).getByText('spring-campaign-2025')).toBeInTheDocument();

    // The id and the status stand under the title (the time), before the answers.
    const heading = await findHeading(`Submission of ${time}`);
    const id = screen.getByText(submission.id);
    const status = screen.getByText('Completed');
    const firstAnswer = answers[0]!.answer;
    for (const top of [id, status]) {
      expect(heading.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(
        top.compareDocumentPosition(firstAnswer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Copy submission ID' })).toBeInTheDocument();
    // Unknown answers come after the questions.
    expect(
      answers.at(-1)!.answer.compareDocumentPosition(unknown) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('marks deleted questions and still shows their answers', async () => {
    const deleted = storedQuestions(event).find((question) => question.name === 'T-shirt size')!;
    expect(deleted.is_deleted).toBe(true);
    const submission = storedSubmissions(event).find(
      (item) => typeof item.responses[deleted.id] === 'string',
    )!;
    renderApp(`/forms/${event}/submissions/${submission.id}`);
    await findHeading(/^Submission of/);
    await waitFor(() => expect(answerList().length).toBeGreaterThan(0));
    const entry = answerList().find((item) => item.name.startsWith('T-shirt size'))!;
    expect(entry.name).toBe('T-shirt sizedeleted question');
    expect(entry.answer).toHaveTextContent(String(submission.responses[deleted.id]));
    const live = answerList().find((item) => item.name.startsWith('Full name'))!;
    expect(live.name).toBe('Full name');
  });

  it('shows a partial submission with its status', async () => {
    const submission = storedSubmissions(showcase, 'partial')[0]!;
    renderApp(`/forms/${showcase}/submissions/${submission.id}?filter=partial`);
    await findHeading(`Submission of ${formatDateTime(submission.created_at)}`);
    expect(screen.getByText('Partial')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.getByText(submission.id)).toBeInTheDocument();
    expect(apiRequests('GET', `/submissions/${submission.id}`)).toHaveLength(1);
  });
});

describe('submission not found', () => {
  it('for an unknown submission, with a way back to the list', async () => {
    const { user, router } = renderApp(`/forms/${showcase}/submissions/sub_nope?limit=10`);
    expect(
      await screen.findByRole('heading', { name: 'Submission not found', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to submissions' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/forms/${showcase}/submissions`),
    );
    expect(await findSubmissionsTable()).toBeInTheDocument();
  });

  it('for a submission deleted elsewhere', async () => {
    const [submission] = storedSubmissions(showcase);
    sandbox.store.deleteSubmission(showcase, submission!.id);
    renderApp(`/forms/${showcase}/submissions/${submission!.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Submission not found', level: 1 }),
    ).toBeInTheDocument();
  });

  it('for an unknown form, with a way back to the forms', async () => {
    const { user, router } = renderApp(`/forms/frm_nope/submissions/sub_nope`);
    expect(
      await screen.findByRole('heading', { name: 'Form not found', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to forms' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
  });

  it('for the table of an unknown form', async () => {
    renderApp(`/forms/frm_nope/submissions`);
    expect(
      await screen.findByRole('heading', { name: 'Form not found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to forms' })).toHaveAttribute('href', '/forms');
  });
});
