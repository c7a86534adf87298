import { configure, screen, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

// The whole app and its charts in jsdom: slow on a busy machine.
configure({ asyncUtilTimeout: 40_000 });
setupSandboxServer();
beforeAll(() => import('@/features/summary/summary-page'), 60_000);

const formId = SEED_FORM_IDS.customerFeedback;
const CHANNEL = 'Preferred contact channel';
const FOLLOW_UP = 'May we follow up about your answers?';

/** The completed responses that chose `channel` and answered the follow-up with `yes`. */
function expectedCount(channel: string, yes: boolean): number {
  const questions = sandbox.store.getForm(formId)?.questions ?? [];
  const idOf = (name: string) => questions.find((question) => question.name === name)?.id ?? '';
  return sandbox.store
    .listSubmissions(formId, 'completed')
    .filter(
      ({ responses }) => responses[idOf(CHANNEL)] === channel && responses[idOf(FOLLOW_UP)] === yes,
    ).length;
}

async function pick(label: string, option: string) {
  const { user } = renderState;
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

let renderState: ReturnType<typeof renderApp>;

describe('cross-tabulating two questions on the Summary', () => {
  it('counts each pair of answers; a count opens the table on exactly those responses', async () => {
    renderState = renderApp(`/forms/${formId}/summary`);
    const block = await screen.findByRole('region', { name: 'Cross-tabulate two questions' });
    await pick('Rows', CHANNEL);
    await pick('Columns', FOLLOW_UP);
    const expected = expectedCount('Email', true);
    expect(expected).toBeGreaterThan(0);
    const cell = await within(block).findByRole('link', { name: `${expected}: Email and Yes` });
    expect(
      within(block).getByText(/Chi-square test: (likely a real difference|could be chance) \(p/),
    ).toBeVisible();

    await renderState.user.click(cell);
    await screen.findByText(new RegExp(`^${expected} of \\d+ responses match`));
  });
});
