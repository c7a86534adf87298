import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { appUrl, sandboxUrl, screenshot, useBrowser } from './browser';
import { recordRequests } from './observe';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses `key` (Tab unless told) until `target` has the focus, as a keyboard user would;
 * fails after `max`. With `within`, every stop on the way must be inside it (a focus trap).
 */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, within, key = 'Tab' }: { max?: number; within?: Locator; key?: string } = {},
) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(key);
    if (within) {
      expect(await within.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    }
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused control shows where it is (Mantine's :focus-visible outline). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
  expect(outline).toBeGreaterThan(0);
}

describe('every main flow with the keyboard alone', () => {
  const session = useBrowser();

  it('sign in, a form, a submission, Next, delete via the dialog, reveal a secret, sign out', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    const key = SANDBOX_KEYS.full;

    // Sign in: Tab to the fields, type, Enter.
    await page.goto(appUrl());
    await page.getByLabel('API key').waitFor();
    await tabTo(page, page.getByLabel('API base URL'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(sandboxUrl());
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('API key'))).toBe(true);
    await page.keyboard.type(key);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();

    // The skip link comes first and goes to the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip)).toBe(true);
    const skipBox = (await skip.boundingBox())!;
    expect([skipBox.x, skipBox.y]).toEqual([8, 8]);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.locator('main'))).toBe(true);
    expect(new URL(page.url()).hash).toBe('');

    // Open a form.
    const form = page.getByRole('link', { name: 'Support ticket intake' });
    await tabTo(page, form);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();

    // Open its first submission: the table is one Tab stop, the arrow keys move inside it.
    const open = page.getByRole('link', { name: /^Open submission of/ }).first();
    await open.waitFor();
    await tabTo(page, page.getByRole('checkbox', { name: /^Select all submissions/ }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(open)).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: /^Submission of/, level: 1 });
    await heading.waitFor();
    await page.getByText(/^1 of \d+/).waitFor();

    // Next with the right arrow.
    const first = await heading.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => heading.textContent()).not.toBe(first);
    await page.getByText(/^2 of \d+/).waitFor();
    const second = await heading.textContent();

    // Delete: the dialog takes the focus, keeps it, Escape cancels and gives it back.
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(deleteButton)).toBe(true);
    expect(traffic.deletes()).toHaveLength(0);
    expect(await heading.textContent()).toBe(second);

    // Again, and this time Tab to the confirmation and press Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Delete submission' }), {
      within: dialog,
    });
    await expectVisibleFocus(page);
    await screenshot(page, 'keyboard-delete-dialog');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => heading.textContent()).not.toBe(second);
    expect(traffic.deletes()).toHaveLength(1);

    // Webhooks: reveal a signing secret.
    await tabTo(page, page.getByRole('link', { name: 'Webhooks', exact: true }));
    await page.keyboard.press('Enter');
    const reveal = page.getByRole('button', { name: /^Reveal signing secret/ }).first();
    await reveal.waitFor();
    expect(await page.content()).not.toMatch(/whsec_/);
    await tabTo(page, reveal);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => reveal.getAttribute('aria-pressed')).toBe('true');
    expect((await page.content()).match(/whsec_\w+/g)).toHaveLength(1);
    await screenshot(page, 'keyboard-webhooks-revealed');

    // Sign out from the account menu: back up to the header, past the webhooks' many controls.
    await tabTo(page, page.getByRole('button', { name: /^Account menu for/ }), {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // A menu is an arrow-key widget.
    await tabTo(page, page.getByRole('menuitem', { name: 'Sign out' }), {
      key: 'ArrowDown',
      max: 4,
      within: page.getByRole('menu'),
    });
    await page.keyboard.press('Enter');
    await page.getByText('You are signed out').waitFor();
    expect(traffic.deletes()).toHaveLength(1);
  });
});
