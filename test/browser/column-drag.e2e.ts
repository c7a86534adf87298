import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

const FEEDBACK = 'Customer feedback 2026';

/** The question columns' headers, left to right (after the selection and time columns). */
const questionHeaders = async (page: Page) =>
  (await page.locator('table thead th').allTextContents()).slice(2);

/** The centre of the button named `name`. */
async function centreOf(page: Page, name: string) {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// Page tests drive the keyboard drag; only a browser lays the rows out for a mouse.
describe('dragging a column in the column picker', () => {
  const session = useBrowser();

  it('moves the column where it is dropped, and the table follows', async () => {
    const { page } = session;
    await signIn(page);
    await page.getByRole('link', { name: FEEDBACK }).click();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    const [first, second, third, fourth] = await questionHeaders(page);

    await page.getByRole('button', { name: /^Columns/ }).click();
    const from = await centreOf(page, `Drag ${first} to reorder`);
    const to = await centreOf(page, `Drag ${third} to reorder`);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y + 4, { steps: 12 });
    await screenshot(page, 'column-drag-during');
    await page.mouse.up();

    await expect
      .poll(async () => (await questionHeaders(page)).slice(0, 4))
      .toEqual([second, third, first, fourth]);
    // The picker stays open, its rows in the table's new order.
    const picked = await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Drag .* to reorder$/ })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
    expect(picked.slice(0, 3)).toEqual([
      `Drag ${second} to reorder`,
      `Drag ${third} to reorder`,
      `Drag ${first} to reorder`,
    ]);
  });
});
