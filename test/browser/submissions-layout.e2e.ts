import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOUR_FORM } from './app-pages';
import { addScenario, appUrl, screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

async function openSubmissions(page: Page, formId: string) {
  await page.goto(`${appUrl()}/forms/${formId}/submissions`);
  await page
    .getByRole('link', { name: /^Open submission of/ })
    .first()
    .waitFor();
}

// What page tests cannot see (jsdom lays nothing out): where the rows start on a laptop's screen.
describe('room for the data', () => {
  const session = useBrowser();

  it('at 1440 × 900 the first row is in the top third and the table scrolls sideways on screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, { remember: true });
    await openSubmissions(page, TOUR_FORM.id);
    await page.getByText(/^All [\d,]+ responses loaded/).waitFor();

    const firstRow = (await page.locator('table tbody tr').first().boundingBox())!;
    expect(firstRow.y).toBeLessThan(300);
    // The table scrolls inside its own box, whose bottom edge (and horizontal scrollbar) is
    // on screen without scrolling the page.
    const scroller = page.getByRole('region', { name: 'Submissions table' });
    const box = (await scroller.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The line under the table, with its "N more columns →", takes its room from the table's
    // box: the whole page fits the screen.
    await page.getByText(/^\d+ more columns →$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      900,
    );
    await screenshot(page, 'submissions-layout-desktop');

    // A search adds "N of M responses match" to the bar: the search box narrows instead of the
    // bar taking a second line, so the rows stay where they were and the page still fits.
    await page.getByRole('searchbox', { name: 'Search responses' }).fill('video call');
    await page.getByText(/^\d+ of [\d,]+ responses match$/).waitFor();
    expect((await page.locator('table tbody tr').first().boundingBox())!.y).toBe(firstRow.y);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      900,
    );
  });

  it('announces the columns beyond the right edge, and its button scrolls to them', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const formId = await addScenario('wide-form');
    await signIn(page, { remember: true });
    await openSubmissions(page, formId);
    const more = page.getByText(/^\d+ more columns →$/);
    const count = async () => Number((await more.textContent())!.split(' ')[0]);
    const scroller = page.getByRole('region', { name: 'Submissions table' });
    // 150 questions, a few of them in view.
    const before = await count();
    const inView = await page
      .locator('table thead th[aria-colindex]')
      .evaluateAll(
        (cells, right) =>
          cells.filter((cell) => cell.getBoundingClientRect().right <= right).length - 2,
        (await scroller.boundingBox())!.x + (await scroller.boundingBox())!.width,
      );
    expect(before).toBe(150 - inView);
    // It covers none of the cells it announces: it sits under the table's scrolling box, and
    // screen readers read it as a button.
    const moreBox = (await more.boundingBox())!;
    const scrollerBox = (await scroller.boundingBox())!;
    expect(moreBox.y).toBeGreaterThanOrEqual(scrollerBox.y + scrollerBox.height);
    await page.getByRole('button', { name: `${before} more columns →` }).waitFor();
    await screenshot(page, 'submissions-layout-more-columns');

    await more.click();
    await expect
      .poll(() => scroller.evaluate((element) => element.scrollLeft))
      .toBeGreaterThan(500);
    await expect.poll(count).toBeLessThan(before);
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await more.waitFor({ state: 'detached' });
  });
});
