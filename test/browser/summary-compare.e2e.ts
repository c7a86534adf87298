import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { runAxe, settle } from './axe';
import { SCREENSHOT_DIR, screenshot, useBrowser } from './browser';
import { apiSubmissions, count } from './response-set-support';
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
  await page.getByRole('combobox', { name: 'Compare with…' }).click();
  await page.getByRole('option', { name: 'The period before these dates' }).click();
  const block = page.getByRole('region', { name: 'Comparison' });
  await block.waitFor({ timeout: 60_000 });
  await page.locator('.recharts-line').first().waitFor();
  // The blocks are drawn a few at a time: the form's last question comes last.
  await page.getByRole('region', { name: 'May we follow up about your answers?' }).waitFor();
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
