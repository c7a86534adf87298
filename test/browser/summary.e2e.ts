import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { runAxe, settle } from './axe';
import { screenshot, useBrowser } from './browser';
import { apiSubmissions, count } from './response-set-support';
import { signIn } from './sign-in';

const formId = SEED_FORM_IDS.customerFeedback;
const CHOICE = 'Preferred contact channel';
const SCALE = 'How likely are you to recommend us to a colleague?';

/** The completed responses as the HTTP API lists them, and a question's answers among them. */
async function completedAnswers() {
  const { rows, questionId } = await apiSubmissions(formId);
  const completed = rows.filter((row) => !row.is_partial);
  return {
    completed,
    answersTo: (name: string) => completed.map((row) => row.responses[questionId(name)]),
  };
}

describe('the Summary of a form', () => {
  const session = useBrowser();

  it("shows a choice question's counts; a bar opens the table with that many rows", async () => {
    const { page } = session;
    const { completed, answersTo } = await completedAnswers();
    const channels = answersTo(CHOICE);
    const video = channels.filter((value) => value === 'Video call').length;
    expect(video).toBeGreaterThan(0);

    await signIn(page, { path: `/forms/${formId}/submissions` });
    await page.getByRole('link', { name: 'Summary' }).click();
    await page.getByText(`Summary of ${count(completed.length)} completed responses`).waitFor();
    const block = page.getByRole('region', { name: CHOICE });
    for (const option of ['Email', 'Phone', 'Video call', 'No contact, please']) {
      const expected = channels.filter((value) => value === option).length;
      const row = block.getByRole('row').filter({ has: page.getByRole('cell', { name: option }) });
      expect(await row.getByRole('cell').nth(1).textContent()).toBe(count(expected));
    }
    // The chart's bars are drawn (recharts), one per option.
    await block.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await block.locator('.recharts-bar-rectangle').count()).toBe(4);
    await screenshot(page, 'summary');

    // The bar of "Video call" (the third, by count and label, is worked out from the table order).
    const labels = await block.getByRole('row').allTextContents();
    const index = labels.slice(1).findIndex((text) => text.startsWith('Video call'));
    await block.locator('.recharts-bar-rectangle').nth(index).click();
    await page.waitForURL(/\/submissions\?/);
    await page.getByText(`${count(video)} of ${count(completed.length)} responses match`).waitFor();
    const rows = page.locator('table[aria-busy="false"] > tbody > tr');
    await expect.poll(() => rows.count()).toBe(Math.min(video, 25));
  });

  it('passes axe in light and dark mode', async () => {
    const { page } = session;
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByRole('region', { name: 'Drop-off' }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await settle(page);
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await settle(page);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'summary-dark');
  });

  it('the NPS of the 0–10 question matches a hand count', async () => {
    const { page } = session;
    const { answersTo } = await completedAnswers();
    const scores = answersTo(SCALE).filter((value): value is number => typeof value === 'number');
    const promoters = scores.filter((score) => score >= 9).length;
    const detractors = scores.filter((score) => score <= 6).length;
    const nps = Math.round(((promoters - detractors) / scores.length) * 100);

    await signIn(page, { path: `/forms/${formId}/summary` });
    const block = page.getByRole('region', { name: SCALE });
    await block.getByText('NPS', { exact: true }).waitFor();
    const figure = block.locator('dt', { hasText: /^NPS$/ }).locator('+ dd');
    expect(await figure.textContent()).toBe(String(nps));
    const group = block.getByText(`Promoters (9–10): ${count(promoters)}`, { exact: false });
    await group.waitFor();

    // The promoters open the table on exactly them.
    await group.getByRole('link', { name: count(promoters), exact: true }).click();
    await page.waitForURL(/\/submissions\?/);
    const completed = (await completedAnswers()).completed.length;
    await page.getByText(`${count(promoters)} of ${count(completed)} responses match`).waitFor();
    await page
      .getByRole('button', { name: `Edit filter: ${SCALE} is a promoter (9–10)` })
      .waitFor();
    const rows = page.locator('table[aria-busy="false"] > tbody > tr');
    await expect.poll(() => rows.count()).toBe(Math.min(promoters, 25));
  });

  it('prints without the navigation or buttons, and on a phone reads in one column', async () => {
    const { page } = session;
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByRole('region', { name: CHOICE }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const print = page.getByRole('button', { name: 'Print / Save as PDF' });
    expect(await nav.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await nav.isVisible()).toBe(false);
    expect(await print.isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: CHOICE }).isVisible()).toBe(true);
    const avoid = await page
      .getByRole('region', { name: CHOICE })
      .evaluate((element) => getComputedStyle(element).breakInside);
    expect(avoid).toBe('avoid');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 390, height: 844 });
    // Charts measure their box again after a resize: then the page is no wider than the phone.
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'summary-phone');
  });
});

describe('a single submission', () => {
  const session = useBrowser();

  it('prints its answers without the navigation, the buttons or the way back', async () => {
    const { page } = session;
    const { completed, answersTo } = await completedAnswers();
    const channels = answersTo(CHOICE);
    const at = channels.findIndex((value) => typeof value === 'string' && value !== '');
    expect(at).toBeGreaterThanOrEqual(0);
    const submission = completed[at]!;
    await signIn(page, { path: `/forms/${formId}/submissions/${submission.id}` });
    await page.getByRole('heading', { name: /^Submission of / }).waitFor();
    const answer = page.locator('dd').getByText(channels[at] as string, { exact: true });
    await answer.waitFor();

    const onScreenOnly = [
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('banner'),
      page.getByRole('button', { name: 'Delete' }),
      page.getByRole('button', { name: 'Previous' }),
      page.getByRole('button', { name: 'Next' }),
      // The way back: the breadcrumbs to the form's table.
      page.getByRole('main').getByRole('link', { name: 'Forms', exact: true }),
      page.getByText(/^Shortcuts:/),
    ];
    const shown = () => Promise.all(onScreenOnly.map((item) => item.first().isVisible()));
    expect(await shown()).toEqual(onScreenOnly.map(() => true));

    await page.emulateMedia({ media: 'print' });
    expect(await shown()).toEqual(onScreenOnly.map(() => false));
    expect(await page.getByRole('heading', { name: /^Submission of / }).isVisible()).toBe(true);
    expect(await page.getByText(CHOICE, { exact: true }).isVisible()).toBe(true);
    expect(await answer.isVisible()).toBe(true);
    // Each answer stays whole on a page; the list of them may run over several.
    const breaks = await answer.evaluate((element) => {
      const item = element.closest('dl > div')!;
      return [
        getComputedStyle(item).breakInside,
        getComputedStyle(item.closest('dl')!.parentElement!).breakInside,
      ];
    });
    expect(breaks).toEqual(['avoid', 'auto']);
    await screenshot(page, 'submission-print');
    await page.emulateMedia({ media: 'screen' });
  });
});
