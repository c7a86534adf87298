import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, settle } from './axe';
import { addScenario, appUrl, screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
/** The aria-colindex of the focused cell and the table's aria-colcount. */
const focusedColumn = (page: Page) =>
  page.evaluate(() => ({
    at: Number(document.activeElement?.closest('td, th')?.getAttribute('aria-colindex')),
    of: Number(document.querySelector('table[role="grid"]')?.getAttribute('aria-colcount')),
  }));

/** Tab presses from where the focus is until `done`, at most `max`. */
async function pressesUntil(page: Page, done: () => Promise<boolean>, max: number, key = 'Tab') {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await done()) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} pressed ${max} times without getting there`);
}

async function openForm(page: Page, name: string) {
  await signIn(page);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page
    .getByRole('link', { name: /^Open submission of/ })
    .first()
    .waitFor();
}

describe('the submissions table with the keyboard', () => {
  const session = useBrowser();

  it('is one Tab stop with arrows inside; the pager is a few Tabs on, or one skip link away', async () => {
    const { page } = session;
    await openForm(page, 'Support ticket intake');
    const search = page.getByRole('searchbox', { name: 'Search responses' });
    await search.waitFor();
    const grid = page.getByRole('grid', { name: 'Submissions' });
    const pager = page.getByRole('navigation', { name: 'Pagination' });

    // "/" goes to the search; from there Tab reaches the table past the toolbar's controls. The
    // shortcuts' code comes just after the first screen: pressed again until it has arrived.
    await expect
      .poll(async () => {
        await page.keyboard.press('/');
        return isFocused(search);
      })
      .toBe(true);
    await pressesUntil(page, () => focusIsIn(page, 'table[role="grid"]'), 15);
    expect(await focusedName(page)).toMatch(/^Select all submissions/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const firstOpen = grid.getByRole('link', { name: /^Open submission of/ }).first();
    expect(await isFocused(firstOpen)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toMatch(/^Open submission of/);
    expect(await isFocused(firstOpen)).toBe(false);
    await screenshot(page, 'keyboard-grid-focus');

    // Out of the table and into the pager's controls in at most three Tabs (it was ~175).
    const tabs = await pressesUntil(page, () => focusIsIn(page, 'nav[aria-label="Pagination"]'), 3);
    expect(tabs).toBeGreaterThanOrEqual(1);
    // Shift+Tab comes back to the same cell.
    await pressesUntil(page, () => focusIsIn(page, 'table[role="grid"]'), 3, 'Shift+Tab');
    expect(await focusedName(page)).toMatch(/^Open submission of/);

    // The skip link, right before the table, goes to the pager.
    await page.keyboard.press('Shift+Tab');
    const skip = page.getByRole('link', { name: 'Skip to pagination' });
    expect(await isFocused(skip)).toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    expect(await isFocused(pager)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page, 'nav[aria-label="Pagination"]')).toBe(true);
  });

  it('"?" lists the shortcuts; J/K go through the rows and through the submissions', async () => {
    const { page } = session;
    await openForm(page, 'Support ticket intake');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // Pressed again until the shortcuts' code, which comes after the first screen, has arrived.
    await expect
      .poll(async () => {
        if ((await dialog.count()) === 0) await page.keyboard.press('Shift+?');
        return dialog.count();
      })
      .toBe(1);
    await dialog.getByText('Go to the search box').waitFor();
    await settle(page);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'keyboard-shortcuts-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const opens = page.getByRole('link', { name: /^Open submission of/ });
    await page.keyboard.press('j');
    expect(await isFocused(opens.nth(0))).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await isFocused(opens.nth(2))).toBe(true);
    await page.keyboard.press('k');
    expect(await isFocused(opens.nth(1))).toBe(true);
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: /^Submission of/, level: 1 });
    await page.getByText(/^2 of \d+/).waitFor();
    const second = await heading.textContent();
    await page.keyboard.press('j');
    await page.getByText(/^3 of \d+/).waitFor();
    expect(await heading.textContent()).not.toBe(second);
    await page.keyboard.press('k');
    await page.getByText(/^2 of \d+/).waitFor();
    expect(await heading.textContent()).toBe(second);
  });

  it('on a 150-question form, the arrows reach columns that are rendered only when in view', async () => {
    const { page } = session;
    const formId = await addScenario('wide-form');
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/forms/${formId}/submissions`);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    await page.getByRole('checkbox', { name: /^Select all submissions/ }).focus();
    await page.keyboard.press('ArrowDown');

    await page.keyboard.press('End');
    await expect.poll(async () => (await focusedColumn(page)).at).toBe(152);
    expect((await focusedColumn(page)).of).toBe(152);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focusedColumn(page)).at).toBe(1);

    // Right, one column at a time, well past the first screenful.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const start = (await focusedColumn(page)).at;
    for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedColumn(page)).at).toBe(start + 30);
    // The focused cell is in view, not under the pinned column.
    const inView = await page.evaluate(() => {
      const cell = document.activeElement!.closest('td')!.getBoundingClientRect();
      const scroller = document.querySelector('[aria-label="Submissions table"]')!;
      const pinned = scroller.querySelector('tbody td')!.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      return cell.left >= pinned.right - 1 && cell.right <= box.right + 1;
    });
    expect(inView).toBe(true);
    await screenshot(page, 'keyboard-grid-wide');
  });

  it('a notification does not cover the toolbar', async () => {
    const { page } = session;
    await openForm(page, 'Support ticket intake');
    await page
      .getByRole('button', { name: /^Actions for submission of/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete submission…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete submission' }).click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    await screenshot(page, 'notification-after-delete');
    const toastBox = (await toast.boundingBox())!;
    const exportButton = page.getByRole('button', { name: /^Export/ }).first();
    const toolbarBox = (await exportButton.boundingBox())!;
    const overlaps =
      toastBox.x < toolbarBox.x + toolbarBox.width &&
      toolbarBox.x < toastBox.x + toastBox.width &&
      toastBox.y < toolbarBox.y + toolbarBox.height &&
      toolbarBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  });
});
