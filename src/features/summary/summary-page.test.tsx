import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Submission } from '@/api/schemas';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

vi.setConfig({ testTimeout: 150_000 });
setupSandboxServer();
beforeAll(() => import('./summary-page'), 60_000);

const formId = SEED_FORM_IDS.showcase;
const completed = () => sandbox.store.listSubmissions(formId, 'completed');
const questionId = (name: string) =>
  sandbox.store.getForm(formId)!.questions.find((question) => question.name === name)!.id;
const answers = (name: string, rows: Submission[] = completed()) =>
  rows.map((row) => row.responses[questionId(name)]);

/** A question's block, found by its name as a screen reader's landmarks list it. */
const block = (name: string) => screen.getByRole('region', { name });
/** The count a block's table gives for a value (the row whose first cell is the value). */
function countIn(region: HTMLElement, value: string) {
  const cell = within(region).getByRole('cell', { name: value });
  return cell.parentElement!.querySelectorAll('td')[1]!.textContent;
}

/** The blocks' figures are drawn one at a time; Drop-off comes last (slow on a busy machine). */
const allDrawn = () => screen.findByRole('region', { name: 'Drop-off' }, { timeout: 90_000 });

async function openSummary() {
  const app = renderApp(`/forms/${formId}/summary`);
  await screen.findByText(`Based on ${completed().length} completed responses`);
  await allDrawn();
  return app;
}

describe('the Summary page', () => {
  it('choices: each option with its count, and a click opens the table on exactly those', async () => {
    const { user, router } = await openSummary();
    const name = 'List (radio): favourite season';
    const summer = answers(name).filter((value) => value === 'Summer').length;
    expect(summer).toBeGreaterThan(0);
    expect(countIn(block(name), 'Summer')).toBe(String(summer));
    await user.click(within(block(name)).getByRole('link', { name: 'Summer' }));
    expect(router.state.location.pathname).toBe(`/forms/${formId}/submissions`);
    await screen.findByText(new RegExp(`^${summer} of ${completed().length} responses match`));
  });

  it('multi-answers, ranking, ratings, scales with NPS, numbers', async () => {
    await openSummary();
    const devices = answers('List (checkboxes): devices you own');
    const laptops = devices.filter((value) => Array.isArray(value) && value.includes('Laptop'));
    expect(countIn(block('List (checkboxes): devices you own'), 'Laptop')).toBe(
      String(laptops.length),
    );
    expect(
      within(block('Ranking: order these fruits')).getByRole('columnheader', {
        name: 'Average rank',
      }),
    ).toBeVisible();

    const stars = answers('Rating: 1 to 5 stars').filter((value) => typeof value === 'number');
    const mean = stars.reduce((sum, value) => sum + value, 0) / stars.length;
    const rating = block('Rating: 1 to 5 stars');
    // "3.7 / 5": the average out of the top of the scale, with its distribution beside it.
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(within(rating).getByText('Average').nextSibling?.textContent).toBe(
      `${new Intl.NumberFormat(undefined, oneDecimal).format(mean)} / 5`,
    );
    const fives = stars.filter((value) => value === 5).length;
    expect(countIn(rating, '5')).toBe(String(fives));
    expect(within(rating).getByText(/^Rating ·/)).toBeVisible();

    const scale = answers('Linear scale: 1 to 10').filter((value) => typeof value === 'number');
    const share = (test: (value: number) => boolean) => scale.filter(test).length / scale.length;
    const nps = Math.round((share((v) => v >= 9) - share((v) => v <= 6)) * 100);
    const scaleBlock = block('Linear scale: 1 to 10');
    expect(within(scaleBlock).getByText('NPS').nextSibling?.textContent).toBe(
      String(nps).replace('-', '−'),
    );

    const coffees = block('Number: how many coffees today?');
    for (const figure of ['Count', 'Min', 'Max', 'Mean', 'Median']) {
      expect(within(coffees).getByText(figure)).toBeVisible();
    }
    expect(within(block('Range slider: budget in EUR')).getByText('Upper end')).toBeVisible();
  });

  it('yes / no, dates, times, texts, e-mail, files, payments', async () => {
    await openSummary();
    const yes = answers('Switch: subscribe to updates').filter((value) => value === true).length;
    expect(countIn(block('Switch: subscribe to updates'), 'Yes')).toBe(String(yes));
    expect(
      within(block('Date: preferred delivery day')).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    expect(within(block('Date range: vacation')).getByText(/^Median length/)).toBeVisible();
    expect(
      within(block('Time: preferred meeting time')).getByRole('columnheader', { name: 'Hour' }),
    ).toBeVisible();
    const day = block('Long answer: tell us about your day');
    expect(within(day).getByText('Most frequent words')).toBeVisible();
    expect(within(day).getByText('Latest answers')).toBeVisible();
    expect(within(block('Email')).getByText('By domain')).toBeVisible();
    expect(within(block('Link to your website')).getByText('By host')).toBeVisible();
    const withFiles = answers('File upload: attachments').filter(
      (value) => Array.isArray(value) && value.length > 0,
    ).length;
    const files = block('File upload: attachments');
    expect(within(files).getByRole('link', { name: String(withFiles) })).toBeVisible();
    const payment = block('Payment: donation');
    expect(within(payment).getByRole('columnheader', { name: 'Currency' })).toBeVisible();
    expect(within(payment).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  });

  it('hours, ranked first, NPS groups, range ends and counts are links too', async () => {
    const { user, router } = await openSummary();
    const times = answers('Time: preferred meeting time');
    const hour = (times.find((value) => typeof value === 'string') as string).slice(0, 2);
    const atHour = times.filter((value) => typeof value === 'string' && value.startsWith(hour));
    const timeBlock = block('Time: preferred meeting time');
    const hourLink = within(timeBlock).getByRole('link', { name: `${hour}:00` });
    expect(countIn(timeBlock, `${hour}:00`)).toBe(String(atHour.length));
    expect(hourLink.getAttribute('href')).toContain('%22op%22%3A%22hour%22');

    const ranks = answers('Ranking: order these fruits');
    const firstApple = ranks.filter((value) => Array.isArray(value) && value[0] === 'Apple');
    const ranking = block('Ranking: order these fruits');
    const appleRow = within(ranking).getByRole('cell', { name: 'Apple' }).parentElement!;
    expect(within(appleRow).getByRole('link', { name: String(firstApple.length) })).toBeVisible();

    const range = block('Range slider: budget in EUR');
    // Count and at least one bin of each end.
    expect(within(range).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
    expect(
      within(block('Number: how many coffees today?')).getByRole('link', {
        name: String(answers('Number: how many coffees today?').filter(Number.isFinite).length),
      }),
    ).toBeVisible();

    const scale = answers('Linear scale: 1 to 10');
    const promoters = scale.filter((value) => value === 9 || value === 10).length;
    expect(promoters).toBeGreaterThan(0);
    const nps = within(block('Linear scale: 1 to 10')).getByText(/^Promoters \(9–10\)/);
    await user.click(within(nps).getByRole('link', { name: String(promoters) }));
    expect(router.state.location.pathname).toBe(`/forms/${formId}/submissions`);
    await screen.findByText(new RegExp(`^${promoters} of ${completed().length} responses match`));
    expect(
      screen.getByRole('button', {
        name: 'Edit filter: Linear scale: 1 to 10 is a promoter (9–10)',
      }),
    ).toBeVisible();
  });

  it('while another tab is worked out, the figures keep their label and are marked as replaced', async () => {
    await openSummary();
    const count = completed().length;
    const everyone = sandbox.store.listSubmissions(formId, 'all').length;
    expect(everyone).toBeGreaterThan(count);
    const all = screen.getByRole('radio', { name: 'All' });
    // The first page drawn for the new tab, before its figures can be: what it shows then.
    let first: { label: string; busy: boolean; status: string } | null = null;
    fireEvent.click(all);
    await waitFor(() => {
      expect(all).toBeChecked();
      const label = screen.getByText(/^Based on/);
      first ??= {
        label: label.textContent ?? '',
        busy: label.closest('[aria-busy="true"]') !== null,
        status: screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(' '),
      };
    });
    // Never "Based on 60 responses" (the new tab's words) over the completed responses' figures.
    expect(first).toEqual({
      label: `Based on ${count} completed responses`,
      busy: true,
      status: expect.stringContaining('Updating the figures…') as string,
    });
    await screen.findByText(`Based on ${everyone} responses`);
    expect(screen.getByText(/^Based on/).closest('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByText('Updating the figures…')).toBeNull();
  });

  it('the overview', async () => {
    await openSummary();
    expect(within(block('Overview')).getByText('Completion rate')).toBeVisible();
  });

  it('no drop-off in a view without partial submissions', async () => {
    const onlyCompleted = encodeURIComponent('[{"column":"status","op":"is","value":false}]');
    renderApp(`/forms/${formId}/summary?f=${onlyCompleted}`);
    await screen.findByText(/^Based on \d+ completed responses matching Status is no/);
    expect(
      within(await allDrawn()).getByText(
        'No partial submissions in this view: everyone who started submitted.',
      ),
    ).toBeVisible();
  });

  it('drop-off over the partial submissions of the view', async () => {
    renderApp(`/forms/${formId}/summary?filter=partial`);
    const partials = sandbox.store.listSubmissions(formId, 'partial').length;
    await screen.findByText(`Based on ${partials} partial responses`);
    await allDrawn();
    const dropOff = block('Drop-off');
    expect(within(dropOff).getByText(new RegExp(`^${partials} partial submissions`))).toBeVisible();
    // Every partial submission reached the first question.
    const first = within(dropOff).getAllByRole('row')[1]!;
    expect(first.querySelectorAll('td')[1]?.textContent).toBe(String(partials));
  });

  it('summarizes the view of the URL, and links back to the table with the same view', async () => {
    const { router } = renderApp(`/forms/${formId}/summary?filter=all&q=zzzz-nothing`);
    await screen.findByText('No responses match');
    const back = screen.getByRole('link', { name: 'Responses' });
    expect(back.getAttribute('href')).toBe(
      `/forms/${formId}/submissions?filter=all&q=zzzz-nothing`,
    );
    expect(router.state.location.search).toBe('?filter=all&q=zzzz-nothing');
  });

  it('blocks in form order, deleted questions last and marked so', async () => {
    const eventId = SEED_FORM_IDS.eventRegistration;
    renderApp(`/forms/${eventId}/summary`);
    await screen.findByText(/^Based on \d+ completed responses$/);
    await allDrawn();
    const questions = sandbox.store.getForm(eventId)!.questions;
    const expected = [
      ...questions.filter((question) => !question.is_deleted),
      ...questions.filter((question) => question.is_deleted),
    ].map((question) => question.name);
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Overview', ...expected, 'Cross-tabulate two questions', 'Drop-off']);
    const deleted = questions.filter((question) => question.is_deleted);
    expect(deleted.length).toBeGreaterThan(0);
    for (const question of deleted) {
      expect(within(block(question.name)).getByText('Deleted question')).toBeVisible();
    }
  });

  it("every question's heading is there at once; each block's figures follow", async () => {
    renderApp(`/forms/${formId}/summary`);
    await screen.findByText(`Based on ${completed().length} completed responses`);
    const names = sandbox.store
      .getForm(formId)!
      .questions.filter((question) => !question.is_deleted)
      .map((question) => question.name);
    for (const name of names) {
      expect(within(block(name)).getByRole('heading', { name })).toBeVisible();
    }
    await allDrawn();
    expect(screen.queryAllByRole('region', { busy: true })).toEqual([]);
    expect(countIn(block('List (radio): favourite season'), 'Summer')).toBe(
      String(
        answers('List (radio): favourite season').filter((value) => value === 'Summer').length,
      ),
    );
  });

  it('the submissions page links to the Summary of its view (not its page)', async () => {
    renderApp(`/forms/${formId}/submissions?filter=all&q=mo&page=2`);
    const link = await screen.findByRole('link', { name: 'Summary' });
    expect(link.getAttribute('href')).toBe(`/forms/${formId}/summary?filter=all&q=mo`);
  });
});
