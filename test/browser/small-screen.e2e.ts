import { describe, expect, it } from 'vitest';
import { addScenario, appUrl, screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

// The shell and the lists' tables are plain elements (Mantine's AppShell and Table bring large
// libraries onto the first screen); these are the parts that rely on them.
describe('on a phone-sized screen', () => {
  const session = useBrowser();

  it('the navigation opens from the menu button and closes again', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const left = async () => (await nav.boundingBox())?.x ?? Number.NaN;
    expect(await left()).toBeLessThan(0);

    const menu = page.getByRole('button', { name: 'Toggle navigation' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await expect.poll(left).toBe(0);
    // Screen readers hear that the menu is open, and which part of the page it opens.
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('aria-controls')).toBe(await nav.getAttribute('id'));
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await expect.poll(left).toBeLessThan(0);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // With the panel open, the account menu opens over it: Sign out is what a tap there hits.
    await menu.click();
    await expect.poll(left).toBe(0);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    const box = (await signOut.boundingBox())!;
    expect(
      await signOut.evaluate(
        (item, [x, y]) => item.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true);
    // Escape closes the menu and leaves the panel; from the panel's button it closes the panel.
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'hidden' });
    expect(await left()).toBe(0);
    await menu.press('Escape');
    await expect.poll(left).toBeLessThan(0);
  });

  it('on a phone the forms are cards, each delete button on screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn(page);
    await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    const deletes = page.getByRole('button', { name: /^Actions for / });
    await deletes.first().waitFor();
    expect(await deletes.count()).toBeGreaterThan(3);
    for (const button of await deletes.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(420);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      421,
    );
  });

  it("where the wide table stays, it scrolls sideways (the browser's own scrolling)", async () => {
    const { page } = session;
    // Above the phone breakpoint, with the navigation beside it: less room than the table needs.
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    const headerBefore = (await nameHeader.boundingBox())!;
    const scrolled = () => table.evaluate((element) => element.parentElement!.scrollLeft);
    expect(await scrolled()).toBe(0);

    await table.hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(async () => (await nameHeader.boundingBox())!.x).toBeLessThan(headerBefore.x);
    expect(await scrolled()).toBeGreaterThan(0);
    await screenshot(page, 'small-screen-forms-scrolled');
  });

  it("a long list in a popover scrolls, and Mantine's scrollbar follows", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    const formId = await addScenario('wide-form');
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/forms/${formId}/submissions`);
    await page.getByRole('button', { name: /^Columns/ }).click();
    const dialog = page.getByRole('dialog');
    const first = dialog.getByRole('checkbox', { name: /^Q1\./ });
    await first.waitFor();
    const thumb = dialog.locator('.mantine-ScrollArea-thumb').first();
    await dialog.getByRole('checkbox', { name: /^Q2\./ }).hover();
    const thumbBefore = (await thumb.boundingBox())!;
    const firstBefore = (await first.boundingBox())!;

    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => (await first.boundingBox())?.y ?? -Infinity)
      .toBeLessThan(firstBefore.y);
    await expect.poll(async () => (await thumb.boundingBox())!.y).toBeGreaterThan(thumbBefore.y);
  });

  it('on a laptop the webhooks table scrolls sideways, and each row menu stays in view', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const deletes = page.getByRole('button', { name: /^Actions for / });
    await deletes.first().waitFor();
    const table = page.getByRole('table');
    const scroller = async () => table.evaluate((element) => element.parentElement!.scrollLeft);
    const inView = async () => {
      const right = await table.evaluate(
        (element) => element.parentElement!.getBoundingClientRect().right,
      );
      const boxes = await Promise.all((await deletes.all()).map((button) => button.boundingBox()));
      return boxes.every((box) => box !== null && box.x + box.width <= Math.min(right, 1280));
    };
    expect(await inView()).toBe(true);
    await table.hover();
    await page.mouse.wheel(400, 0);
    // The wheel scrolls on a later frame: look once the table has moved.
    await expect.poll(scroller).toBeGreaterThan(0);
    expect(await inView()).toBe(true);
    await screenshot(page, 'small-screen-webhooks-laptop');
  });
});
