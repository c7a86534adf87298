import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuestionType } from '@/contract/question-types';
import { clearActivity } from '@/api/activity-log';
import { readEntries } from '@/api/activity-log-disk';
import { storedResponsesSummary } from '@/response-set/disk-copy';
import { responseSets } from '@/response-set/response-sets';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  apiRequests,
  holdGets,
  requests,
  sandbox,
  server,
  setupSandboxServer,
  TEST_BASE_URL,
} from '@test/sandbox-server';

setupSandboxServer();
beforeEach(() => clearActivity());

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

describe('erasing a person', () => {
  const PERSON = 'erase.me@example.com';

  function deletesPerPath() {
    const counts: Record<string, number> = {};
    for (const request of apiRequests('DELETE', /\/submissions\/[^/]+$/)) {
      counts[request.url.pathname] = (counts[request.url.pathname] ?? 0) + 1;
    }
    return counts;
  }

  async function eraseAll(user: ReturnType<typeof renderApp>['user']) {
    await find(user, PERSON);
    await everyFormLoaded();
    await user.click(screen.getByRole('checkbox', { name: /^Select all / }));
    await user.click(screen.getByRole('button', { name: /^Erase \d+ selected/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Erase 3 submissions/ });
    await user.type(within(dialog).getByRole('textbox'), PERSON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    return dialog;
  }

  it('deletes exactly the selected submissions, each once, and gives a receipt', async () => {
    const planted = [
      plant(SEED_FORM_IDS.showcase, 'EMAIL', PERSON),
      plant(SEED_FORM_IDS.supportIntake, 'EMAIL', PERSON, { partial: true }),
      plant(SEED_FORM_IDS.customerFeedback, 'EMAIL', PERSON),
    ];
    const { user } = renderApp('/people');
    const dialog = await eraseAll(user);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const paths = planted.map(
      ({ form, submission }) => `/sandbox/v1/forms/${form.id}/submissions/${submission.id}`,
    );
    expect(deletesPerPath()).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
    for (const { form, submission } of planted) {
      expect(sandbox.store.getSubmission(form.id, submission.id)).toBeUndefined();
    }

    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    expect(within(receipt).getByText(/: 3 erased\.$/)).toBeInTheDocument();
    for (const { submission } of planted) {
      expect(within(receipt).getByText(submission.id)).toBeInTheDocument();
    }
    // The forms' webhooks, as the API lists them: the services that may hold copies.
    const formIds = new Set(planted.map(({ form }) => form.id));
    const webhooks = sandbox.store.listWebhooks(undefined).filter((w) => formIds.has(w.form_id));
    expect(webhooks.length).toBeGreaterThan(0);
    for (const webhook of webhooks) {
      expect(within(receipt).getAllByText(webhook.name, { exact: false }).length).toBeGreaterThan(
        0,
      );
    }
    // Erased: the page says so under the receipt, not that the spelling may be wrong; searching
    // again says when they were erased.
    expect(
      screen.getByText(/^Erased: 3 submissions of this person, listed in the receipt above/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Not found in any form|Check the spelling/)).not.toBeInTheDocument();
    await find(user, PERSON.toUpperCase());
    expect(
      await screen.findByText(/^Erased from this browser on .+: 3 submissions in 3 forms\.$/),
    ).toBeInTheDocument();
    // The log knows the person by a fingerprint only.
    const entries = await readEntries();
    const fingerprints = new Set(entries.map((entry) => entry.person));
    expect(fingerprints.size).toBe(1);
    expect([...fingerprints][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entries)).not.toMatch(/erase\.me/i);
  });

  it('after a failure, Retry the rest sends only what is left', async () => {
    const planted = [
      plant(SEED_FORM_IDS.showcase, 'EMAIL', PERSON),
      plant(SEED_FORM_IDS.supportIntake, 'EMAIL', PERSON),
      plant(SEED_FORM_IDS.customerFeedback, 'EMAIL', PERSON),
    ];
    const failing = planted[1]!.submission.id;
    let failures = 1;
    server.use(
      http.delete(`${TEST_BASE_URL}/forms/:formId/submissions/:submissionId`, ({ params }) => {
        if (params.submissionId !== failing || failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
      }),
    );
    const { user } = renderApp('/people');
    const dialog = await eraseAll(user);
    expect(await within(dialog).findByText('The delete did not complete')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry the rest' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const counts = Object.values(deletesPerPath());
    // The others went once; the failed one twice (its retry, which sent nothing else).
    expect(counts.sort()).toEqual([1, 1, 2]);
    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    expect(within(receipt).getByText(/: 3 erased\.$/)).toBeInTheDocument();
  });
});

describe('telling the person from look-alikes', () => {
  function deletedPaths() {
    return apiRequests('DELETE', /\/submissions\/[^/]+$/).map((request) => request.url.pathname);
  }
  /** A paragraph whose whole text (a name shown inside it included) matches `pattern`. */
  const paragraph = (pattern: RegExp) => (_: string, element: Element | null) =>
    element?.tagName === 'P' && pattern.test(element.textContent ?? '');
  const pathOf = ({ form, submission }: ReturnType<typeof plant>) =>
    `/sandbox/v1/forms/${form.id}/submissions/${submission.id}`;

  it('lists what only contains the address apart, and never erases it with Select all', async () => {
    const person = plant(SEED_FORM_IDS.showcase, 'EMAIL', 'kim.ek@example.eu');
    const lookAlike = plant(SEED_FORM_IDS.supportIntake, 'EMAIL', 'kim.ek@example.eu.invalid');
    const { user } = renderApp('/people');
    await find(user, 'kim.ek@example.eu');
    await everyFormLoaded();
    expect(screen.getByText(/^Found in 1 form: 1 submission\./)).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar, not included: 1 submission' });
    expect(within(similar).getByRole('region', { name: lookAlike.form.name })).toBeInTheDocument();
    expect(within(similar).getByRole('checkbox')).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all 1' }));
    expect(within(similar).getByRole('checkbox')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Erase 1 selected/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase 1 submission of this person?',
    });
    // Any case is the same address, as the search matched it.
    await user.type(within(dialog).getByRole('textbox'), 'KIM.Ek@EXAMPLE.eu');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(deletedPaths()).toEqual([pathOf(person)]);
    expect(sandbox.store.getSubmission(lookAlike.form.id, lookAlike.submission.id)).toBeDefined();
  });

  it('groups a name found with several e-mail addresses by them, and selects nothing', async () => {
    const plantPerson = (formId: string, email: string) => {
      const named = plant(formId, 'SHORT_ANSWER', 'Zebedee Quill');
      plant(formId, 'EMAIL', email);
      return named;
    };
    const first = [
      plantPerson(SEED_FORM_IDS.jobApplication, 'zq@a.example'),
      plantPerson(SEED_FORM_IDS.supportIntake, 'ZQ@a.example'),
    ];
    const second = plantPerson(SEED_FORM_IDS.customerFeedback, 'zebedee@b.example');
    const { user } = renderApp('/people');
    await find(user, 'zebedee quill');
    await everyFormLoaded();
    expect(screen.getByText(/^Found in 3 forms: 3 submissions\./)).toBeInTheDocument();
    expect(
      screen.getByText('2 different e-mail addresses: these may be different people'),
    ).toBeInTheDocument();
    // Nothing chosen for the owner: no Select all, nothing ticked, nothing to export yet.
    expect(screen.queryByRole('checkbox', { name: /^Select all/ })).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Data (JSON)' })).toBeDisabled();
    // Named by the addresses and numbers the submissions give (the job application asks a phone).
    const groupA = screen.getByRole('region', { name: /^zq@a\.example, \+/ });
    const groupB = screen.getByRole('region', { name: 'zebedee@b.example' });
    expect(within(groupA).getAllByRole('link', { name: /^Submitted / })).toHaveLength(2);
    expect(within(groupB).getAllByRole('link', { name: /^Submitted / })).toHaveLength(1);

    await user.click(
      within(groupA).getByRole('checkbox', {
        name: /^Select the 2 submissions of zq@a\.example, /,
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Erase 2 selected/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Erase 2 submissions of this person?' });
    expect(
      within(dialog).getByText(paragraph(/they give: zq@a\.example, \+[\d ]+\.$/)),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // Both groups: the confirmation says they may be different people, and names both.
    await user.click(
      within(groupB).getByRole('checkbox', {
        name: 'Select the 1 submission of zebedee@b.example',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Erase 3 selected/ }));
    dialog = await screen.findByRole('dialog', {
      name: 'Erase 3 submissions carrying 2 different e-mail addresses?',
    });
    expect(
      within(dialog).getByText(
        paragraph(/may be different people.+: zq@a\.example, zebedee@b\.example, \+[\d ]+\.$/),
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'zebedee quill');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(deletedPaths().sort()).toEqual([...first, second].map(pathOf).sort());
    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    expect(
      within(receipt).getByText(
        paragraph(
          /^2 different e-mail addresses: .+: zq@a\.example, zebedee@b\.example, \+[\d ]+\.$/,
        ),
      ),
    ).toBeInTheDocument();
  });
});

describe('pausing an erasure', () => {
  const PERSON = 'pause.me@example.com';

  /** Writes PERSON as the e-mail answer of the first `count` completed submissions of a form. */
  function plantIn(formId: string, count: number) {
    const record = sandbox.store.getForm(formId)!;
    const question = record.questions.find((item) => item.type === 'EMAIL')!;
    const chosen = record.submissions.filter((item) => !item.is_partial).slice(0, count);
    for (const submission of chosen) submission.responses[question.id] = PERSON;
    return chosen.map(
      (submission) => `${TEST_BASE_URL}/forms/${formId}/submissions/${submission.id}`,
    );
  }

  it('sends at most 4 at a time; paused, it sends nothing more; resumed, the rest once each', async () => {
    const urls = [
      ...plantIn(SEED_FORM_IDS.showcase, 3),
      ...plantIn(SEED_FORM_IDS.supportIntake, 3),
      ...plantIn(SEED_FORM_IDS.customerFeedback, 2),
    ];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(`${TEST_BASE_URL}/forms/:formId/submissions/:submissionId`, async () => {
        await held;
        return undefined;
      }),
    );
    const deletes = () => apiRequests('DELETE', /\/submissions\/[^/]+$/);
    const { user } = renderApp('/people');
    await find(user, PERSON);
    await everyFormLoaded();
    // Deleted elsewhere after the page loaded it: its DELETE answers 404, "already gone".
    const goneFirst = urls[7]!.split('/');
    sandbox.store.deleteSubmission(goneFirst.at(-3)!, goneFirst.at(-1)!);

    await user.click(screen.getByRole('checkbox', { name: /^Select all / }));
    await user.click(screen.getByRole('button', { name: /^Erase 8 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Erase 8 submissions/ });
    await user.type(within(dialog).getByRole('textbox'), PERSON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    // Four in flight, held by the API; the fifth waits for one of them.
    await waitFor(() => expect(deletes()).toHaveLength(4));
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByText(/^Paused: /)).toBeInTheDocument();
    release();
    // What was in flight finishes; nothing more is sent while paused.
    expect(await within(dialog).findByText('Deleted 4 of 8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox'));
    expect(deletes()).toHaveLength(4);

    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      deletes()
        .map((request) => request.url.href)
        .sort(),
    ).toEqual([...urls].sort());
    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    expect(within(receipt).getByText(/: 7 erased, 1 already gone\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^Erased: 8 submissions of this person/)).toBeInTheDocument();
  });
});

describe('loading the account', () => {
  it('shows each form, pauses and resumes', async () => {
    const formId = SEED_FORM_IDS.customerFeedback;
    // Its second page waits: the form is still loading when Pause is pressed.
    const release = holdGets(`/forms/${formId}/submissions`, {
      when: (url) => url.searchParams.get('page') === '2',
    });
    const { user } = renderApp('/people');
    await user.click(await screen.findByText('Each form'));
    const list = screen.getByRole('list');
    expect(await within(list).findByText(/^: [\d,]+ of 340, loading$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await within(list).findByText(/^: [\d,]+ of 340, paused$/)).toBeInTheDocument();
    release();
    const reads = () => apiRequests('GET', `/forms/${formId}/submissions`).length;
    const before = reads();
    expect(screen.getByText(/^Loading \d of 7 forms/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await everyFormLoaded();
    expect(reads()).toBeGreaterThan(before);
    expect(within(list).getByText(/^: 340 responses, loaded$/)).toBeInTheDocument();
  });
});

describe('the copy on this device', () => {
  const SWITCH = { name: /Keep loaded responses/ };
  it("keeps every form; a second visit reads only each form's newest page", async () => {
    const forms = Object.values(SEED_FORM_IDS);
    // The owner opts in on the Account page, then opens People.
    const first = renderApp('/account');
    await first.user.click(await screen.findByRole('switch', SWITCH));
    await first.user.click(screen.getByRole('link', { name: 'People' }));
    await everyFormLoaded();
    const firstReads = apiRequests('GET', /\/submissions$/).length;
    // More than one page a form: a full load reads more than a check for new responses.
    expect(firstReads).toBeGreaterThan(forms.length);
    await waitFor(async () => expect((await storedResponsesSummary())?.forms).toBe(forms.length));
    first.unmount();

    // A new tab: nothing in memory. Meanwhile a response arrived, from the person.
    responseSets.wipe();
    const record = sandbox.store.getForm(SEED_FORM_IDS.jobApplication)!;
    const email = record.questions.find((question) => question.type === 'EMAIL')!;
    const newest = structuredClone(record.submissions[0]!);
    newest.id = 'sub_new_since_last_visit';
    newest.created_at = new Date().toISOString();
    newest.responses[email.id] = 'new.since@example.com';
    record.submissions.unshift(newest);
    requests.length = 0;

    const second = renderApp('/people');
    await find(second.user, 'new.since@example.com');
    await everyFormLoaded();
    expect(await screen.findByText(/^Found in 1 form: 1 submission\./)).toBeInTheDocument();
    // What reached the API: one page of each form, its newest, and nothing more.
    const reads = apiRequests('GET', /\/submissions$/);
    expect(reads.map((request) => request.url.pathname.split('/').at(-2)).sort()).toEqual(
      [...forms].sort(),
    );
    for (const request of reads) expect(request.url.searchParams.get('page') ?? '1').toBe('1');
    second.unmount();

    // Opted out again: nothing of the respondents stays on this device.
    const account = renderApp('/account');
    // What is stored is read first: the owner turns it off knowing what goes.
    const storedLine = new RegExp(`^Stored on this device: .* of ${forms.length} forms\\.`);
    expect(await screen.findByText(storedLine)).toBeInTheDocument();
    await account.user.click(screen.getByRole('switch', SWITCH));
    const dialog = await screen.findByRole('dialog');
    await account.user.click(within(dialog).getByRole('button', { name: 'Forget and turn off' }));
    await waitFor(async () =>
      expect(await storedResponsesSummary()).toEqual({ forms: 0, responses: 0 }),
    );
  });
});

describe('an erasure that says what it did not search', () => {
  const PERSON = 'not.everywhere@example.com';

  it('offers Erase only once every form is searched, and says why not until then', async () => {
    const planted = plant(SEED_FORM_IDS.showcase, 'EMAIL', PERSON);
    // The feedback form's second page waits: that form is still loading.
    const release = holdGets(`/forms/${SEED_FORM_IDS.customerFeedback}/submissions`, {
      when: (url) => url.searchParams.get('page') === '2',
    });
    const { user } = renderApp('/people');
    await find(user, PERSON);
    expect(
      await screen.findByText(/^Found in 1 form: 1 submission so far; 1 form still loading\.$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 1' }));
    const erase = screen.getByRole('button', { name: /^Erase 1 selected/ });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(
      'Erase is offered once every form is searched: 1 form still loading',
    );
    expect(
      screen.getByText('Erase is offered once every form is searched: 1 form still loading'),
    ).toBeVisible();

    release();
    await everyFormLoaded();
    await waitFor(() => expect(erase).toBeEnabled());
    expect(screen.queryByText(/^Erase is offered once/)).not.toBeInTheDocument();
    await user.click(erase);
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase 1 submission of this person?',
    });
    // Every form read whole: nothing to say about partial submissions.
    expect(within(dialog).queryByText(/could not be read/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), PERSON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(apiRequests('DELETE', /\/submissions\/[^/]+$/).map((r) => r.url.pathname)).toEqual([
      `/sandbox/v1/forms/${planted.form.id}/submissions/${planted.submission.id}`,
    ]);
    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    expect(within(receipt).queryByText('Not complete')).not.toBeInTheDocument();
  });

  it('counts a form that failed to load as not searched', async () => {
    plant(SEED_FORM_IDS.showcase, 'EMAIL', PERSON);
    server.use(
      http.get(`${TEST_BASE_URL}/forms/${SEED_FORM_IDS.jobApplication}/submissions`, () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/people');
    await find(user, PERSON);
    expect(
      await screen.findByText(
        'Erase is offered once every form is searched: 1 form could not be loaded (Retry it above)',
        {},
        { timeout: 30_000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 1' }));
    expect(screen.getByRole('button', { name: /^Erase 1 selected/ })).toBeDisabled();
  });

  it('with a key that may not read partial submissions, the dialog and receipt say so', async () => {
    const downloads: Blob[] = [];
    // jsdom has no object URLs or downloads: capture what would be saved.
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${downloads.push(blob)}`);
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const planted = [
      plant(SEED_FORM_IDS.showcase, 'EMAIL', PERSON),
      plant(SEED_FORM_IDS.customerFeedback, 'EMAIL', PERSON),
    ];
    // A partial one the key cannot see: it stays on the server, and the receipt must say so.
    const hidden = plant(SEED_FORM_IDS.supportIntake, 'EMAIL', PERSON, { partial: true });
    const names = Object.values(SEED_FORM_IDS).map((id) => sandbox.store.getForm(id)!.form.name);
    const { user } = renderApp('/people', { apiKey: SANDBOX_KEYS.completedOnly });
    await find(user, PERSON);
    await everyFormLoaded();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2' }));
    // Every form is searched (on its completed submissions): Erase is offered.
    await user.click(screen.getByRole('button', { name: /^Erase 2 selected/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase 2 submissions of this person?',
    });
    const warning = within(dialog).getByText(/^Partial submissions of .+ could not be read, so/);
    for (const name of names) expect(warning).toHaveTextContent(name.slice(0, 20));
    expect(warning).toHaveTextContent(/this person may have more there: .+ not erased\.$/);
    await user.type(within(dialog).getByRole('textbox'), PERSON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sandbox.store.getSubmission(hidden.form.id, hidden.submission.id)).toBeDefined();
    for (const { form, submission } of planted) {
      expect(sandbox.store.getSubmission(form.id, submission.id)).toBeUndefined();
    }

    const receipt = await screen.findByRole('region', { name: 'Erasure receipt' });
    const notComplete = within(receipt).getByRole('alert');
    expect(notComplete).toHaveTextContent(
      /^Not completeErased 2 submissions; partial submissions of .+ could not be read, so this person may have more there\.$/,
    );
    expect(notComplete).toHaveTextContent(hidden.form.name);
    // Under the receipt, the page says the same, not that nothing else holds them.
    expect(screen.queryByText(/nothing else holds them/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Erased 2 submissions; partial submissions of .+ may have more there\.$/, {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();

    await user.click(within(receipt).getByRole('button', { name: 'Download (JSON)' }));
    const saved = JSON.parse(await downloads.at(-1)!.text()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      complete: false,
      summary: expect.stringMatching(
        /^Erased 2 submissions; partial submissions of .+ could not be read, so this person may have more there$/,
      ),
    });
    expect(saved.summary).toContain(hidden.form.name);
    expect((saved.partialsNotRead as unknown[]).length).toBe(names.length);
    click.mockRestore();
  });
});
