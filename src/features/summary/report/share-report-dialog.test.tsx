import { screen, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

vi.setConfig({ testTimeout: 150_000 });
setupSandboxServer();
beforeAll(() => Promise.all([import('../summary-page'), import('./build-report')]), 60_000);

const formId = SEED_FORM_IDS.customerFeedback;
const IMPROVE = 'What should we improve?';
const CHANNEL = 'Preferred contact channel';
const downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads.length = 0;
  // jsdom has no object URLs or downloads: capture what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push({ name: '', blob });
    return `blob:test/${downloads.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const last = downloads.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

/** The completed answers the sandbox holds for a question of the form, as texts. */
function answersTo(name: string): string[] {
  const form = sandbox.store.getForm(formId)!;
  const id = form.questions.find((question) => question.name === name)!.id;
  return sandbox.store
    .listSubmissions(formId, 'completed')
    .map((row) => row.responses[id])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

async function openDialog() {
  const app = renderApp(`/forms/${formId}/summary`);
  await screen.findByRole('region', { name: 'Drop-off' }, { timeout: 90_000 });
  await app.user.click(screen.getByRole('button', { name: 'Share as a report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share as a report' });
  return { ...app, dialog };
}

async function savedReport(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save the report' }));
  await vi.waitFor(() => expect(downloads).toHaveLength(1));
  const html = await downloads[0]!.blob.text();
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

describe('"Share as a report"', () => {
  it("lists what the file will hold, respondents' words unticked, and saves only after Save", async () => {
    const { dialog, user } = await openDialog();
    expect(downloads).toEqual([]);
    const outline = within(dialog).getByRole('list', { name: 'What the file will contain' });
    // Every question is in, its figures only: a name, an e-mail or a free text says so.
    for (const name of ['Your name', 'Email address', IMPROVE]) {
      const box = within(outline).getByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toHaveAccessibleDescription(/^[\d,]+ answered · the answers are left out$/);
    }
    expect(
      within(outline).getByRole('checkbox', {
        name: `Include the e-mail addresses’ domains of Email address`,
      }),
    ).not.toBeChecked();
    expect(
      within(outline).getByRole('checkbox', {
        name: `Include the answers and their frequent words of ${IMPROVE}`,
      }),
    ).not.toBeChecked();
    expect(within(outline).getByRole('checkbox', { name: CHANNEL })).toHaveAccessibleDescription(
      /answered · Chart and table of 4 options$/,
    );

    const { doc } = await savedReport(user, dialog);
    expect(downloads[0]!.name).toMatch(
      /^customer-feedback-2026-summary-report-\d{4}-\d{2}-\d{2}\.html$/,
    );
    const text = doc.body.textContent ?? '';
    for (const answer of [
      ...answersTo('Your name'),
      ...answersTo('Email address'),
      ...answersTo(IMPROVE),
    ]) {
      expect(text).not.toContain(answer);
    }
    expect(doc.querySelector(`section[aria-label="${IMPROVE}"]`)?.textContent).toContain(
      'left out',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out a question the owner unticks and writes the answers the owner ticks', async () => {
    const { dialog, user } = await openDialog();
    const outline = within(dialog).getByRole('list', { name: 'What the file will contain' });
    await user.click(within(outline).getByRole('checkbox', { name: CHANNEL }));
    expect(within(outline).getByRole('checkbox', { name: CHANNEL })).toHaveAccessibleDescription(
      'Left out of the report',
    );
    await user.click(
      within(outline).getByRole('checkbox', {
        name: `Include the answers and their frequent words of ${IMPROVE}`,
      }),
    );
    expect(within(outline).getByRole('checkbox', { name: IMPROVE })).toHaveAccessibleDescription(
      /answered · the most frequent words, the 5 latest answers$/,
    );

    const { html, doc } = await savedReport(user, dialog);
    expect(html).not.toContain(CHANNEL);
    const improve = doc.querySelector(`section[aria-label="${IMPROVE}"]`);
    const latest = [...(improve?.querySelectorAll('li') ?? [])].map((item) => item.textContent);
    expect(latest).toHaveLength(5);
    for (const answer of latest) expect(answersTo(IMPROVE)).toContain(answer);
    // The e-mail addresses stay out: they were not ticked.
    for (const answer of answersTo('Email address')) expect(html).not.toContain(answer);
  });
});
