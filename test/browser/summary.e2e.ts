import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { runAxe, settle } from './axe';
import { appUrl, SCREENSHOT_DIR, screenshot, useBrowser } from './browser';
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
    await page.getByText(`Based on ${count(completed.length)} completed responses`).waitFor();
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

  it("every bar's value is written whole inside its chart, on a laptop and a phone", async () => {
    const { page } = session;
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByRole('region', { name: 'Drop-off' }).waitFor();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.locator('.recharts-label-list text').first().waitFor();
      await settle(page);
      // Each label against the chart that clips it (its box hides what overflows).
      const labels = await page
        .locator('.summary-chart .recharts-label-list text')
        .evaluateAll((texts) =>
          texts.map((text) => {
            const chart = text.closest('.summary-chart')!.getBoundingClientRect();
            const box = text.getBoundingClientRect();
            return { text: text.textContent, inside: box.right <= chart.right + 0.5 };
          }),
        );
      expect(labels.length).toBeGreaterThan(4);
      expect(labels.filter((label) => !label.inside)).toEqual([]);
    }
    // The longest bar of the choice question reaches the axis' end: its count is written whole.
    const block = page.getByRole('region', { name: CHOICE });
    const counts = (await block.getByRole('row').allTextContents()).slice(1);
    const written = await block.locator('.recharts-label-list text').allTextContents();
    expect(written.length).toBe(counts.length);
    await screenshot(page, 'summary-bar-labels-phone');
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
    expect(await figure.textContent()).toBe(String(nps).replace('-', '−'));
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

const SHOTS = `${SCREENSHOT_DIR}/summary`;
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The figure an overview `dt` names, as shown. */
const overviewFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Overview' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd')
    .textContent();

describe('the Summary overview, view and look', () => {
  const session = useBrowser();

  it("the overview's counts equal the API's on every tab; the questions follow the tab", async () => {
    const { page } = session;
    const { rows } = await apiSubmissions(formId);
    const partial = rows.filter((row) => row.is_partial).length;
    const completed = rows.length - partial;
    expect(partial).toBeGreaterThan(0);
    const tabs = { Completed: completed, Partial: partial, All: rows.length };
    await signIn(page, { path: `/forms/${formId}/summary` });
    for (const [tab, questions] of Object.entries(tabs)) {
      // The Summary's own switch (the radio inside the segmented control).
      await page
        .getByLabel('Responses the questions cover')
        .getByText(tab, { exact: true })
        .click();
      const noun = tab === 'All' ? '' : `${tab.toLowerCase()} `;
      await page.getByText(`Based on ${count(questions)} ${noun}responses`).waitFor();
      expect(await overviewFigure(page, 'Responses')).toBe(count(rows.length));
      expect(await overviewFigure(page, 'Completed')).toBe(count(completed));
      expect(await overviewFigure(page, 'Partial')).toBe(count(partial));
      const rate = new Intl.NumberFormat('en-US', {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(completed / rows.length);
      expect(await overviewFigure(page, 'Completion rate')).toBe(rate);
    }
    expect(page.url()).toContain('filter=all');
  });

  it('a key that may not see partial submissions says so', async () => {
    const { page } = session;
    const { rows } = await apiSubmissions(formId);
    const completed = rows.filter((row) => !row.is_partial).length;
    await signIn(page, { path: `/forms/${formId}/summary`, apiKey: SANDBOX_KEYS.completedOnly });
    await page.getByText(`Based on ${count(completed)} completed responses`).waitFor();
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText(/^Partial submissions are not visible to this key/).waitFor();
    expect(await overview.locator('dt', { hasText: /^Partial$/ }).count()).toBe(0);
    expect(await overviewFigure(page, 'Responses')).toBe(count(completed));
  });

  it('a submitted-between range is kept in the URL and survives a reload', async () => {
    const { page } = session;
    const { rows } = await apiSubmissions(formId);
    // Remembered in the tab: the key survives the reload.
    await signIn(page, { path: `/forms/${formId}/summary?filter=all`, remember: true });
    await page.getByText(`Based on ${count(rows.length)} responses`).waitFor();
    // The days as this browser's time zone sees them, as the Summary counts them.
    const days = await page.evaluate(
      (times) =>
        times.map((iso) => {
          const date = new Date(iso);
          const pad = (value: number) => String(value).padStart(2, '0');
          return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
        }),
      rows.map((row) => row.created_at),
    );
    const sorted = [...days].sort();
    const from = sorted[Math.floor(sorted.length / 4)]!;
    const to = sorted[Math.floor(sorted.length / 2)]!;
    const inRange = days.filter((day) => day >= from && day <= to).length;
    await page.getByLabel('Submitted from').fill(from);
    await page.getByLabel('Submitted to').fill(to);
    const based = page.getByText(new RegExp(`^Based on ${count(inRange)} responses matching`));
    await based.waitFor();
    expect(await overviewFigure(page, 'Responses')).toBe(count(inRange));
    await page.reload();
    await based.waitFor();
    expect(await page.getByLabel('Submitted from').inputValue()).toBe(from);
    // The table, reached from the Summary, shows the same responses.
    await page.getByRole('link', { name: 'Responses', exact: true }).click();
    await page.getByText(`${count(inRange)} of ${count(rows.length)} responses match`).waitFor();
  });

  it('figures fold under "Show figures", print unfolded; types in words, never clipped', async () => {
    const { page } = session;
    await signIn(page, { path: `/forms/${formId}/summary` });
    const block = page.getByRole('region', { name: CHOICE });
    const button = block.getByRole('button', { name: 'Show figures' });
    await button.waitFor();
    // The box the button controls: 1 px while folded (the table inside is still in the page).
    const table = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await table.getByRole('table', { name: `Answers to ${CHOICE}` }).count()).toBe(1);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect((await table.boundingBox())!.height).toBeLessThanOrEqual(1);
    await page.emulateMedia({ media: 'print' });
    expect((await table.boundingBox())!.height).toBeGreaterThan(50);
    await page.emulateMedia({ media: 'screen' });
    await button.click();
    const hide = block.getByRole('button', { name: 'Hide figures' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect((await table.boundingBox())!.height).toBeGreaterThan(50);

    // A rating out of 5, the NPS on its scale, the drop-off as a funnel.
    const rating = page.getByRole('region', {
      name: 'How satisfied are you with Northwind overall?',
    });
    expect(
      await rating
        .locator('dt', { hasText: /^Average$/ })
        .locator('+ dd')
        .textContent(),
    ).toMatch(/^\d\.\d \/ 5$/);
    await page.getByRole('region', { name: SCALE }).getByText('−100', { exact: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    const type = block.getByText(/^Dropdown · /);
    await type.waitFor();
    const clipped = await type.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped).toBe(false);
    expect(await page.getByText(/SHORT_ANSWER|LINEAR_SCALE|DROPDOWN/).count()).toBe(0);
  });

  it('an empty Summary says so and offers to clear the search', async () => {
    const { page } = session;
    await signIn(page, { path: `/forms/${formId}/summary?q=zzzz-nothing` });
    await page.getByText('No responses match').waitFor();
    expect(await page.getByText(/ answered$/).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear the search and filters' }).click();
    await page.getByText(/^Based on [\d,]+ completed responses$/).waitFor();
    expect(page.url()).not.toContain('q=');
  });

  it('screenshots: laptop and phone, light and dark, full and empty', async () => {
    const { page } = session;
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page, { path: `/forms/${formId}/summary`, remember: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const [name, query] of [
          ['full', ''],
          ['empty', '?q=zzzz-nothing'],
        ] as const) {
          await page.goto(`${appUrl()}/forms/${formId}/summary${query}`);
          if (name === 'full') {
            await page.getByRole('region', { name: 'Drop-off' }).waitFor();
            await page.locator('.recharts-bar-rectangle').first().waitFor();
          } else {
            await page.getByText('No responses match').waitFor();
          }
          await page.mouse.move(0, 0);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS}/summary-${name}-${size.name}-${scheme}.png`,
            fullPage: name === 'empty',
            animations: 'disabled',
          });
          if (name === 'full' && size.name === 'desktop') {
            await page.screenshot({
              path: `${SHOTS}/summary-full-desktop-${scheme}-page.png`,
              fullPage: true,
              animations: 'disabled',
            });
          }
        }
      }
    }
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
