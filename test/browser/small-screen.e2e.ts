import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

// The production build gives Mantine's ScrollArea and AppShell small shims in place of two large
// imports (src/build/slim-mantine-imports.ts); these are the parts that rely on them.
describe('on a phone-sized screen', () => {
  const session = useBrowser();

  it('the navigation opens from the menu button and closes again', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const left = async () => (await nav.boundingBox())?.x ?? Number.NaN;
    expect(await left()).toBeLessThan(0);

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(left).toBe(0);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await expect.poll(left).toBeLessThan(0);
  });

  it('the forms table scrolls sideways and its scrollbar follows', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn(page);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    const thumb = page.locator('.mantine-ScrollArea-thumb').first();
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    const thumbBefore = (await thumb.boundingBox())!;
    const headerBefore = (await nameHeader.boundingBox())!;

    await table.hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(async () => (await nameHeader.boundingBox())!.x).toBeLessThan(headerBefore.x);
    await expect.poll(async () => (await thumb.boundingBox())!.x).toBeGreaterThan(thumbBefore.x);
    await screenshot(page, 'small-screen-forms-scrolled');
  });
});
