import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW } from '@/response-set/view';
import { writeView } from '@/response-set/view-url';
import { LONG_NAME } from '@/sandbox/scenario-forms';
import { TOUR_FORM } from './app-pages';
import { addScenario, appUrl, screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

// A filter applied, as a link or a reload brings it: its chip is on the page.
const FILTERED = writeView(new URLSearchParams(), {
  ...EMPTY_VIEW,
  filters: [{ column: 'submitted', op: 'dates', from: '2026-01-01', to: null }],
}).toString();

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));

/** Each page as a phone opens it, ready once its data shows. */
function stops(longFormId: string) {
  const open = (path: string, ready: (page: Page) => Promise<unknown>) => async (page: Page) => {
    await page.goto(`${appUrl()}${path}`);
    await ready(page);
  };
  const firstCard = (page: Page) =>
    page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
  return {
    forms: open('/forms', (page) => page.getByRole('link', { name: LONG_NAME }).waitFor()),
    'submissions-filtered': open(`/forms/${TOUR_FORM.id}/submissions?${FILTERED}`, async (page) => {
      await firstCard(page);
      await page.getByRole('button', { name: /^Remove filter/ }).waitFor();
      // The three status tabs, counts included, on one line and on screen: none hides off the edge.
      const all = (await page.getByRole('tab', { name: /^All / }).boundingBox())!;
      expect(all.x + all.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }),
    'submissions-long-name': open(`/forms/${longFormId}/submissions`, firstCard),
    submission: open(`/forms/${longFormId}/submissions`, async (page) => {
      await firstCard(page);
      await page
        .getByRole('link', { name: /^Open submission of/ })
        .first()
        .click();
      await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
    }),
    summary: open(`/forms/${TOUR_FORM.id}/summary`, (page) =>
      page.locator('.recharts-bar-rectangle').first().waitFor(),
    ),
    webhooks: open('/webhooks', (page) =>
      page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor(),
    ),
    account: open('/account', async (page) => {
      await page.getByText('User ID').waitFor();
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menu').waitFor();
    }),
  };
}

describe('no page is wider than the screen', () => {
  const session = useBrowser();

  for (const width of [320, 390]) {
    it(`at ${width} px, with a filter, long names, long URLs and the account menu`, async () => {
      const { page } = session;
      const longFormId = await addScenario('long-names');
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, { remember: true });
      const wider: string[] = [];
      for (const [name, open] of Object.entries(stops(longFormId))) {
        await open(page);
        const { scroll, inner } = await pageWidth(page);
        expect(inner).toBe(width);
        if (scroll > inner) wider.push(`${name}: ${scroll} px`);
        await screenshot(page, `phone-width-${width}-${name}`);
      }
      expect(wider).toEqual([]);
    });
  }

  it('at 1440 px, a long form name wraps: the forms page fits, every column on screen', async () => {
    const { page } = session;
    await addScenario('long-names');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole('link', { name: LONG_NAME }).waitFor();
    const { scroll, inner } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    const last = (await page.getByRole('columnheader', { name: 'Webhooks' }).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(inner);
  });

  it('the filter editor and the "Filters & view" sheet stay on screen at 320 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/forms/${TOUR_FORM.id}/submissions?${FILTERED}`);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Filters & view/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters & view' });
    // Its close button, an icon, says what it does.
    await sheet.getByRole('button', { name: 'Close', exact: true }).waitFor();
    for (const name of ['Add filter', /^Views/, /^Columns/, /^Export/]) {
      const box = (await sheet.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    // Sorting, which the cards have no headers for.
    await sheet.getByLabel('Sort by', { exact: true }).click();
    await page.getByRole('option', { name: 'Submitted' }).click();
    await page.waitForURL(/sort=submitted/);
    await sheet.getByRole('button', { name: 'Add filter' }).click();
    const editor = page.getByRole('dialog', { name: 'Add a filter' });
    for (const button of await editor.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    await screenshot(page, 'phone-width-filter-editor');
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(320);
  });
});
