import { configure, screen, waitFor, within } from '@testing-library/react';
import type { QuestionType } from '@/contract/question-types';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer } from '@test/sandbox-server';

// Every form of the sandbox is loaded before the results are final: more than one page's time.
vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 15_000 });
setupSandboxServer();

/** Writes `value` as the answer to the form's first question of `type` in one submission. */
function plant(formId: string, type: QuestionType, value: string, { partial = false } = {}) {
  const record = sandbox.store.getForm(formId)!;
  const question = record.questions.find((item) => item.type === type)!;
  const submission = record.submissions.find((item) => item.is_partial === partial)!;
  submission.responses[question.id] = value;
  return { form: record.form, question, submission };
}

async function find(user: ReturnType<typeof renderApp>['user'], text: string) {
  const box = await screen.findByRole('textbox', { name: 'E-mail address, phone number or name' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

const everyFormLoaded = () => screen.findByText(/^Every form loaded: 7 forms, [\d,]+ responses\.$/);

describe('the People page', () => {
  it('finds an e-mail address in every form whatever its case, partial submissions included', async () => {
    const showcase = plant(SEED_FORM_IDS.showcase, 'EMAIL', 'Ann.Marker@Example.com');
    const support = plant(SEED_FORM_IDS.supportIntake, 'EMAIL', 'ann.marker@example.COM', {
      partial: true,
    });
    plant(SEED_FORM_IDS.customerFeedback, 'EMAIL', 'ANN.MARKER@EXAMPLE.COM');

    const { user } = renderApp('/people');
    await find(user, 'ann.marker@example.com');
    await everyFormLoaded();
    expect(
      screen.getByText('Found in 3 forms: 3 submissions (1 partial).', { exact: false }),
    ).toBeInTheDocument();

    const section = screen.getByRole('region', { name: support.form.name });
    expect(within(section).getByText('Partial')).toBeInTheDocument();
    expect(within(section).getByText(support.question.name, { exact: false })).toBeInTheDocument();
    expect(within(section).getByText('ann.marker@example.COM', { selector: 'mark' })).toBeVisible();

    // Each result opens its submission.
    const showcaseSection = screen.getByRole('region', { name: showcase.form.name });
    await user.click(within(showcaseSection).getByRole('link', { name: /^Submitted / }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Ann\.Marker@Example\.com/ }),
    ).toBeInTheDocument();
  });

  it('finds a phone number by its digits, however it was written', async () => {
    const job = plant(SEED_FORM_IDS.jobApplication, 'PHONE_NUMBER', '+44 (20) 7946-0958');
    const { user } = renderApp('/people');
    await find(user, '0044 20 7946 0958');
    await everyFormLoaded();
    expect(screen.getByText(/^Found in 1 form: 1 submission\./)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: job.form.name });
    expect(within(section).getByText('+44 (20) 7946-0958', { selector: 'mark' })).toBeVisible();
  });

  it('says when nobody matches, and that a completed-only key searched completed ones', async () => {
    plant(SEED_FORM_IDS.customerFeedback, 'EMAIL', 'only.completed@example.com');
    const { user } = renderApp('/people', { apiKey: SANDBOX_KEYS.completedOnly });
    await find(user, 'nobody.at.all@example.com');
    await everyFormLoaded();
    expect(screen.getByText(/^Not found in any form\./)).toBeInTheDocument();
    expect(screen.getByText('No submission contains it')).toBeInTheDocument();

    await find(user, 'only.completed@example.com');
    const section = await screen.findByRole('region', { name: 'Customer feedback 2026' });
    expect(
      within(section).getByText(/completed submissions only: this key may not see partial ones/),
    ).toBeInTheDocument();
  });

  it("reads every form's submissions, and never puts the search in a request", async () => {
    const { user } = renderApp('/people');
    await find(user, 'someone@example.com');
    await everyFormLoaded();
    const reads = apiRequests('GET', /\/submissions$/);
    const forms = new Set(reads.map((request) => request.url.pathname));
    expect(forms.size).toBe(Object.keys(SEED_FORM_IDS).length);
    for (const request of reads) expect(request.url.search).not.toContain('someone');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
