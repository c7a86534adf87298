import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMG, SCRIPT } from '@/sandbox/hostile-values';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { runAxe, settle } from './axe';
import { addScenario, SCREENSHOT_DIR, sandboxUrl, screenshot, useBrowser } from './browser';
import { launchChromium } from './chromium';
import { apiSubmissions, count } from './response-set-support';
import { signIn } from './sign-in';

const formId = SEED_FORM_IDS.customerFeedback;
const CHOICE = 'Preferred contact channel';
const SCALE = 'How likely are you to recommend us to a colleague?';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function formName(id: string) {
  const response = await fetch(`${sandboxUrl()}/forms?limit=100`, {
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  const { forms } = (await response.json()) as { forms: { id: string; name: string }[] };
  return forms.find((form) => form.id === id)!.name;
}

/** Picks a question in one of the cross-tab's two menus, as a user does. */
async function pick(page: Page, menu: 'Rows' | 'Columns', question: string) {
  await page.getByLabel(menu, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: question, exact: true }).click();
}

/** Presses "Share as a report": the dialog that asks what the file shows. */
async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Share as a report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share as a report' });
  await dialog.getByRole('list', { name: 'What the file will contain' }).waitFor();
  return dialog;
}

/**
 * Saves the report through its dialog (after `before`, given the dialog) and keeps the file under
 * its own name; returns its path.
 */
async function downloadReport(
  page: Page,
  folder: string,
  before?: (dialog: Locator) => Promise<void>,
) {
  const dialog = await openDialog(page);
  await before?.(dialog);
  const saved = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save the report' }).click();
  const download = await saved;
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return { path, fileName: download.suggestedFilename() };
}

/** A page in a context of its own that records every request it makes and lets none out. */
async function isolatedPage(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  const requests: string[] = [];
  await context.route('**', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    requests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith('file:')) requests.push(request.url());
  });
  return { context, page, requests };
}

describe('the Summary shared as a report', () => {
  const session = useBrowser();
  let reader: Browser;
  const contexts: BrowserContext[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'formdeck-report-'));
  /** The report the first test downloaded; the second downloads its own when run alone. */
  let saved: string | undefined;
  beforeAll(async () => {
    reader = await launchChromium();
    mkdirSync(`${SCREENSHOT_DIR}/report`, { recursive: true });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await reader?.close();
  });

  it('downloads one file that shows the form, its counts and SVG charts with no script or request', async () => {
    const { page } = session;
    const { rows, questionId } = await apiSubmissions(formId);
    const completed = rows.filter((row) => !row.is_partial).length;
    const name = await formName(formId);

    const builderRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/build-report-[\w-]+\.js$/.test(request.url()))
        builderRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByRole('region', { name: 'Drop-off' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/report/summary-button-desktop-light.png` });
    await pick(page, 'Rows', CHOICE);
    await pick(page, 'Columns', SCALE);
    await page.getByText(/responses answered both$/).waitFor();
    // The builder is not part of the Summary: it is downloaded when the button is pressed.
    expect(builderRequests).toEqual([]);

    const { path, fileName } = await downloadReport(page, folder);
    saved = path;
    expect(builderRequests).toHaveLength(1);
    const day = new Date().toISOString().slice(0, 10);
    expect(fileName).toBe(`customer-feedback-2026-summary-report-${day}.html`);
    copyFileSync(path, `${SCREENSHOT_DIR}/report/${fileName}`);

    // Opened from the disk with JavaScript off: every request is recorded and refused.
    const offline = await isolatedPage(reader, { javaScriptEnabled: false });
    contexts.push(offline.context);
    const report = offline.page;
    await report.goto(pathToFileURL(path).href);
    expect(await report.title()).toBe(`${name}: summary report`);
    expect(await report.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const responses = report.locator('header dt', { hasText: /^Responses$/ }).locator('+ dd');
    expect(await responses.textContent()).toBe(
      `${count(rows.length)} responses in the overview; the questions are based on ${count(completed)} completed responses.`,
    );
    const overview = report.getByRole('region', { name: 'Overview' });
    expect(await overview.locator('dd').first().textContent()).toBe(count(rows.length));

    // The choice question: its chart is an SVG, its table has the API's counts.
    const channels = rows
      .filter((row) => !row.is_partial)
      .map((row) => row.responses[questionId(CHOICE)]);
    const block = report.getByRole('region', { name: CHOICE });
    expect(await block.locator('svg[role="img"]').count()).toBe(1);
    for (const option of ['Email', 'Phone', 'Video call', 'No contact, please']) {
      const expected = channels.filter((value) => value === option).length;
      const row = block
        .getByRole('row')
        .filter({ has: report.getByRole('rowheader', { name: option }) });
      expect(await row.getByRole('cell').first().textContent()).toBe(count(expected));
    }
    expect(await report.locator('main svg.chart').count()).toBeGreaterThanOrEqual(5);
    expect(await report.locator('main svg.chart').first().isVisible()).toBe(true);
    expect(await report.locator('script').count()).toBe(0);
    await report
      .getByRole('region', { name: `Cross-tabulation: ${CHOICE} by ${SCALE}` })
      .getByText('responses answered both', { exact: false })
      .waitFor();
    expect(offline.requests).toEqual([]);
  });

  it('reads on a laptop and a phone, light and dark, prints whole blocks, and passes axe', async () => {
    if (!saved) {
      await signIn(session.page, { path: `/forms/${formId}/summary` });
      await session.page.getByRole('region', { name: 'Drop-off' }).waitFor();
      saved = (await downloadReport(session.page, folder)).path;
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const size of SIZES) {
        // JavaScript on for axe only (through DevTools): the file's own policy allows no script.
        const { context, page, requests } = await isolatedPage(reader, {
          viewport: { width: size.width, height: size.height },
          colorScheme,
        });
        contexts.push(context);
        await page.goto(pathToFileURL(saved).href);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${size.name} ${colorScheme}`).toBeLessThanOrEqual(0);
        expect(await runAxe(page), `${size.name} ${colorScheme}`).toEqual([]);
        await screenshot(page, `report/report-${size.name}-${colorScheme}`);
        // Printed: no block cut across two pages, dark text on white whatever the screen's mode.
        await page.emulateMedia({ media: 'print' });
        const printed = await page.evaluate(() => ({
          breakInside: getComputedStyle(document.querySelector('main > section')!).breakInside,
          text: getComputedStyle(document.body).color,
          background: getComputedStyle(document.body).backgroundColor,
        }));
        expect(printed).toEqual({
          breakInside: 'avoid',
          text: 'rgb(0, 0, 0)',
          background: 'rgb(255, 255, 255)',
        });
        expect(requests).toEqual([]);
      }
    }
  });

  it('the dialog says what the file holds, on a laptop and a phone, light and dark; axe passes', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByRole('region', { name: 'Drop-off' }).waitFor();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const colorScheme of ['light', 'dark'] as const) {
        const toggle = page.getByRole('button', {
          name: colorScheme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode',
        });
        if (await toggle.isVisible()) await toggle.click();
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await page.getByRole('button', { name: 'Share as a report' }).isEnabled()).toBe(
          true,
        );
        await expect.poll(overflow).toBeLessThanOrEqual(0);
        const dialog = await openDialog(page);
        // Respondents' own words start unticked; every question starts in.
        const email = dialog.getByRole('checkbox', {
          name: 'Include the e-mail addresses’ domains of Email address',
        });
        expect(await email.isChecked()).toBe(false);
        expect(await dialog.getByRole('checkbox', { name: CHOICE, exact: true }).isChecked()).toBe(
          true,
        );
        await expect.poll(overflow).toBeLessThanOrEqual(0);
        await settle(page);
        expect(await runAxe(page), `${size.name} ${colorScheme}`).toEqual([]);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/report/dialog-${size.name}-${colorScheme}.png`,
        });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }
  });

  it('writes the comparison and the cross-tab shown; the file reads with JavaScript off', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const quarter = JSON.stringify([
      { column: 'submitted', op: 'dates', from: '2026-07-01', to: '2026-09-30' },
    ]);
    await signIn(page, {
      path: `/forms/${formId}/summary?f=${encodeURIComponent(quarter)}&vs=period`,
    });
    const block = page.getByRole('region', { name: 'Comparison' });
    await block.waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'May we follow up about your answers?' }).waitFor();
    // Every block's figures drawn (one block a task, after every heading).
    await page
      .locator('section.summary-block[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    const groups = await block.getByRole('term').allTextContents();
    const counts = await block.getByRole('definition').allTextContents();
    expect(groups).toHaveLength(2);
    const pageFindings = await page
      .getByText(
        /^(Chi-square test|Welch's t-test|Two-proportion z-test|No test|The groups are too small to tell): /,
      )
      .allTextContents();
    expect(pageFindings.length).toBeGreaterThan(1);
    await pick(page, 'Rows', CHOICE);
    await pick(page, 'Columns', SCALE);
    await page.getByText(/responses answered both$/).waitFor();
    const { path } = await downloadReport(page, folder, async (dialog) => {
      await dialog.getByText("Each group's count; responses over time of both groups").waitFor();
      await dialog.getByRole('button', { name: 'Save the report' }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/report/dialog-compare-desktop-light.png`,
      });
    });

    const {
      context,
      page: report,
      requests,
    } = await isolatedPage(reader, {
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    contexts.push(context);
    await report.goto(pathToFileURL(path).href);
    const compared = report.locator('header dt', { hasText: /^Compared$/ }).locator('+ dd');
    expect(await compared.textContent()).toMatch(
      new RegExp(`^“${groups[0]}” \\([\\d,]+ completed responses\\) against “${groups[1]}”`),
    );
    const section = report.getByRole('region', { name: 'Comparison' });
    expect(await section.locator('dt').allTextContents()).toEqual(groups);
    expect(await section.locator('dd').allTextContents()).toEqual(counts);
    expect(await section.locator('svg[role="img"]').isVisible()).toBe(true);
    // Each question side by side, with the same words and p-values as the page.
    const channel = report.getByRole('region', { name: CHOICE, exact: true });
    expect(await channel.locator('svg[role="img"]').getAttribute('aria-label')).toMatch(
      /a paired bar chart/,
    );
    expect(await channel.locator('thead th').allTextContents()).toEqual(['Option', ...groups]);
    expect(await report.locator('.finding').allTextContents()).toEqual(pageFindings);
    await report
      .getByRole('region', { name: `Cross-tabulation: ${CHOICE} by ${SCALE}` })
      .getByText(/^Chi-square test|^The groups are too small|^No chi-square/)
      .waitFor();
    expect(await report.locator('script').count()).toBe(0);
    await screenshot(report, 'report/report-compare-desktop-light');
    await section.screenshot({ path: `${SCREENSHOT_DIR}/report/report-compare-groups.png` });
    await channel.screenshot({ path: `${SCREENSHOT_DIR}/report/report-compare-choice.png` });
    expect(requests).toEqual([]);

    // On a phone the comparison's tables fit: their headings (the groups' names) wrap, and a
    // row's name keeps room for a word ("Value" whole, not a letter a line).
    await report.setViewportSize({ width: 390, height: 844 });
    expect(
      await report.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
    const oneWordHeads = await report.locator('table thead th:first-child').evaluateAll((cells) =>
      cells
        .filter((cell) => /^\w+$/.test(cell.textContent ?? ''))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { word: cell.textContent, lines: range.getClientRects().length };
        }),
    );
    expect(oneWordHeads.length).toBeGreaterThan(3);
    for (const head of oneWordHeads) expect(head).toEqual({ word: head.word, lines: 1 });
    await screenshot(report, 'report/report-compare-phone-light');
  });

  it("a hostile form's report shows its answers as text: nothing runs, nothing loads", async () => {
    const { page } = session;
    const hostileId = await addScenario('hostile');
    await signIn(page, { path: `/forms/${hostileId}/summary?filter=all` });
    await page.getByRole('region', { name: 'Drop-off' }).waitFor();
    const { path } = await downloadReport(page, folder);

    // JavaScript on: a script or handler that got into the file would run and set __pwned.
    const { context, page: report, requests } = await isolatedPage(reader, {});
    contexts.push(context);
    await report.goto(pathToFileURL(path).href);
    expect(await report.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Hostile input ${IMG}`,
    );
    const shortAnswer = report.getByRole('region', { name: `short_answer ${SCRIPT}` });
    expect(await shortAnswer.getByRole('heading', { level: 2 }).textContent()).toBe(
      `short_answer ${SCRIPT}`,
    );
    expect(await report.locator('script, img, iframe, object, embed, a, link').count()).toBe(0);
    expect(await report.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    expect(requests).toEqual([]);
  });
});
