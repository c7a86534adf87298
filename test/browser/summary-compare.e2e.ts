import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { SHOWCASE } from '@/sandbox/seed-showcase';
import { runAxe, settle } from './axe';
import { SCREENSHOT_DIR, screenshot, useBrowser } from './browser';
import { apiSubmissions, count, rowsHolding, searchFor } from './response-set-support';
import { signIn } from './sign-in';

const formId = SEED_FORM_IDS.customerFeedback;
// The third quarter against the second: about 90 completed responses in each.
const QUARTER = { from: '2026-07-01', to: '2026-09-30' };
const BEFORE = { from: '2026-04-01', to: '2026-06-30' };
/** Where the screenshots are copied for review, when asked for (SHOTS_DIR). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  copyFileSync(`${SCREENSHOT_DIR}/${name}.png`, `${SHOTS_DIR}/${name}.png`);
}

/** Completed responses submitted between two days (the page runs in UTC, as these are read). */
async function completedBetween({ from, to }: { from: string; to: string }) {
  const { rows } = await apiSubmissions(formId);
  return rows.filter((row) => {
    const day = row.created_at.slice(0, 10);
    return !row.is_partial && day >= from && day <= to;
  }).length;
}

async function comparePeriods(page: Page) {
  await signIn(page, { path: `/forms/${formId}/summary` });
  await page.getByText(/^Based on [\d,]+ completed responses/).waitFor();
  await page.getByLabel('Submitted from').fill(QUARTER.from);
  await page.getByLabel('Submitted to').fill(QUARTER.to);
  // Both dates in the address, so the period before them can be picked.
  await page.waitForURL((url) => url.search.includes(QUARTER.to));
  await page.getByRole('combobox', { name: 'Compare with…' }).click();
  await page.getByRole('option', { name: 'The period before these dates', exact: true }).click();
  const block = page.getByRole('region', { name: 'Comparison' });
  await block.waitFor({ timeout: 60_000 });
  await page.locator('.recharts-line').first().waitFor();
  await page.getByRole('region', { name: 'May we follow up about your answers?' }).waitFor();
  // Every block's figures drawn (one block a task, after every heading).
  await page
    .locator('section.summary-block[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 60_000 });
  return block;
}

describe('comparing two periods on the Summary', () => {
  const session = useBrowser({ timezoneId: 'UTC' });

  it('shows both periods with their counts and a p-value sentence; axe finds nothing', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const [quarter, before] = [await completedBetween(QUARTER), await completedBetween(BEFORE)];
    expect(quarter).toBeGreaterThan(30);
    expect(before).toBeGreaterThan(30);

    const block = await comparePeriods(page);
    expect(await block.getByRole('term').allTextContents()).toEqual([
      'Jul 1 – Sep 30, 2026',
      'Apr 1 – Jun 30, 2026',
    ]);
    expect(await block.getByRole('definition').allTextContents()).toEqual([
      `${count(quarter)} completed responses`,
      `${count(before)} completed responses`,
    ]);
    expect(new URL(page.url()).searchParams.get('vs')).toBe('period');
    // Responses over time: straight lines between two counts (a curve has cubic segments, C).
    const lines = block.locator('path.recharts-line-curve');
    expect(await lines.count()).toBe(2);
    for (const d of await lines.evaluateAll((paths) => paths.map((p) => p.getAttribute('d')))) {
      expect(d).toMatch(/^M[\d.,-]+(L[\d.,-]+)+$/);
    }
    const sentence = page.getByText(
      /^(Chi-square test|Welch's t-test|Two-proportion z-test): (likely a real difference|could be chance) \(p [=<] [\d.]+\)\.$/,
    );
    await sentence.first().waitFor();
    expect(await sentence.count()).toBeGreaterThan(1);

    await settle(page);
    expect(await runAxe(page)).toEqual([]);
    await shot(page, 'summary-compare-desktop-light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await settle(page);
    expect(await runAxe(page)).toEqual([]);
    await shot(page, 'summary-compare-desktop-dark');
  });

  it('builds the second group with filters: both counts, in the link, on a phone too', async () => {
    const { page } = session;
    const showcase = SEED_FORM_IDS.showcase;
    const { rows, questionId } = await apiSubmissions(showcase);
    const completed = rows.filter((row) => !row.is_partial);
    const season = questionId('List (radio): favourite season');
    const summer = completed.filter((row) => row.responses[season] === 'Summer');
    expect(summer.length).toBeGreaterThan(0);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await signIn(page, { path: `/forms/${showcase}/summary` });
      await page.getByText(/^Based on [\d,]+ completed responses/).waitFor();
      await page.getByRole('combobox', { name: 'Compare with…' }).click();
      await page.getByRole('option', { name: 'Responses I pick with filters' }).click();
      const second = page.getByRole('group', { name: 'Second group' });
      await second.getByRole('button', { name: 'Add filter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a filter' });
      await dialog.getByRole('combobox', { name: 'Column' }).fill('season');
      await dialog.getByRole('option', { name: 'List (radio): favourite season' }).click();
      await dialog.getByRole('checkbox', { name: /^Summer/ }).check();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();

      const block = page.getByRole('region', { name: 'Comparison' });
      await block.waitFor({ timeout: 60_000 });
      expect(await block.getByRole('term').allTextContents()).toEqual([
        'This view',
        'List (radio): favourite season is any of Summer',
      ]);
      expect(await block.getByRole('definition').allTextContents()).toEqual([
        `${count(completed.length)} completed responses`,
        expect.stringMatching(new RegExp(`^${count(summer.length)} completed responses`)),
      ]);
      expect(new URL(page.url()).searchParams.get('vs')).toMatch(/^filters:\[\{"column":"q:/);
      // A block per question beside the comparison's own, each drawn (one a task).
      for (const { name } of SHOWCASE.questions) {
        await page.getByRole('region', { name, exact: true }).waitFor();
      }
      await page
        .locator('section.summary-block[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 });
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await runAxe(page)).toEqual([]);
    }
  });

  it('compares two saved views: both counts as the API has them, in the link', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const completed = (await apiSubmissions(formId)).rows.filter((row) => !row.is_partial);
    const views = { 'Video calls': 'video call', 'Billing users': 'billing' };
    const counts = Object.values(views).map((search) => rowsHolding(completed, search).length);
    expect(Math.min(...counts)).toBeGreaterThan(0);

    // Each view saved from the table, as an owner saves one.
    await signIn(page, { path: `/forms/${formId}/submissions` });
    for (const [name, search] of Object.entries(views)) {
      await searchFor(page, search);
      await page.waitForURL((url) => url.searchParams.get('q') === search);
      await page.getByRole('button', { name: /^Views?\b/ }).click();
      await page.getByRole('menuitem', { name: 'Save current view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this view' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: `View: ${name}` }).waitFor();
    }
    // The first applied, then its Summary compared with the second.
    await page.getByRole('button', { name: 'View: Billing users' }).click();
    await page.getByRole('menuitem', { name: 'Video calls', exact: true }).click();
    await page.getByRole('button', { name: 'View: Video calls' }).waitFor();
    await page.getByRole('link', { name: 'Summary' }).click();
    await page.getByText(/^Based on [\d,]+ completed responses/).waitFor();
    await page.getByRole('combobox', { name: 'Compare with…' }).click();
    await page.getByRole('option', { name: 'Billing users', exact: true }).click();

    const block = page.getByRole('region', { name: 'Comparison' });
    await block.waitFor({ timeout: 60_000 });
    expect(await block.getByRole('term').allTextContents()).toEqual(['This view', 'Billing users']);
    expect(await block.getByRole('definition').allTextContents()).toEqual(
      counts.map((n) => expect.stringMatching(new RegExp(`^${count(n)} completed responses`))),
    );
    const address = new URL(page.url()).searchParams;
    expect([address.get('q'), address.get('vs')]).toEqual(['video call', 'view:Billing users']);
  });

  it('fits a 390 px phone, light and dark', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await comparePeriods(page);
    await settle(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(page, 'summary-compare-phone-light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await settle(page);
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(page, 'summary-compare-phone-dark');
  });
});

describe('comparisons that must not mislead', () => {
  const session = useBrowser({ timezoneId: 'UTC' });
  const SIZES = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ];

  /** Light then dark at each size: the page no wider than the screen, a screenshot of each. */
  async function lookAt(page: Page, name: string, ready: () => Promise<void>) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await ready();
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await shot(page, `${name}-${size.width}-${scheme}`);
      }
    }
  }

  it('a group inside the view: how many are in both, and no p-value anywhere', async () => {
    const { page } = session;
    const { rows, questionId } = await apiSubmissions(formId);
    const channel = `q:${questionId('Preferred contact channel')}`;
    const phone = rows.filter(
      (row) => !row.is_partial && row.responses[channel.slice(2)] === 'Phone',
    ).length;
    expect(phone).toBeGreaterThan(0);
    const vs = `filters:${JSON.stringify([{ column: channel, op: 'anyOf', values: ['Phone'] }])}`;
    await signIn(page, { path: `/forms/${formId}/summary?vs=${encodeURIComponent(vs)}` });
    const block = page.getByRole('region', { name: 'Comparison' });
    await block.waitFor({ timeout: 60_000 });
    await page
      .locator('section.summary-block[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    expect(await block.getByRole('note').textContent()).toBe(
      `Every response of “Preferred contact channel is any of Phone” is also in “This view” (${count(phone)} responses). The groups are not independent, so no test of significance is made: their differences are described, not tested. To test it, compare that group with everyone else in the tab.`,
    );
    const channelBlock = page.getByRole('region', { name: 'Preferred contact channel' });
    await channelBlock.getByText(/^No test: the two groups share responses/).waitFor();
    expect(await page.getByText(/likely a real difference|p [<=] ?\d/).count()).toBe(0);
    await lookAt(page, 'compare-contained', () => block.getByRole('note').waitFor());
  });

  it('"This quarter" on December 2nd: its line stops at today, the quarter before runs on', async () => {
    const { page } = session;
    await page.clock.setFixedTime(new Date('2026-12-02T12:00:00Z'));
    await signIn(page, { path: `/forms/${formId}/summary` });
    await page.getByText(/^Based on [\d,]+ completed responses/).waitFor();
    await page.getByRole('combobox', { name: 'Compare with…' }).click();
    await page.getByRole('option', { name: 'This quarter against last quarter' }).click();
    const block = page.getByRole('region', { name: 'Comparison' });
    await block.waitFor({ timeout: 60_000 });
    expect(await block.getByRole('term').allTextContents()).toEqual([
      'Oct 1 – Dec 31, 2026',
      'Jul 1 – Sep 30, 2026',
    ]);
    const lines = block.locator('path.recharts-line-curve');
    await expect.poll(() => lines.count()).toBe(2);
    // The points of each line ("M x,y L x,y …"): this quarter's end at the week of today.
    const points = await lines.evaluateAll((paths) =>
      paths.map((path) =>
        [...(path.getAttribute('d') ?? '').matchAll(/[ML]([\d.]+),/g)].map((m) => Number(m[1])),
      ),
    );
    const [quarter, before] = points as [number[], number[]];
    expect(before.length).toBeGreaterThan(quarter.length);
    expect(Math.max(...quarter)).toBeLessThan(Math.max(...before));
    // Weeks: Dec 7, 14, 21 and 28 are still to come.
    expect(before.length - quarter.length).toBe(4);
    await lookAt(page, 'compare-this-quarter', () => lines.first().waitFor());
  });
});
