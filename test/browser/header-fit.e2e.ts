import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Waits for a box: the account button is drawn again as the user menu's code arrives, and is
// out of the page for that moment.
async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()), {
      message: `On screen: ${String(locator)}`,
    })
    .not.toBeNull();
  return box!;
}

// The header's name, Sandbox mark, theme button and account menu, side by side on a phone: the
// theme button once covered the mark at 320 px.
describe('the header on a phone', () => {
  const session = useBrowser();

  for (const width of [320, 390]) {
    it(`at ${width} px, nothing in it covers anything else`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 700 });
      await signIn(page);
      const header = page.locator('header');
      const parts = {
        name: header.getByText('Formdeck', { exact: true }),
        mark: header.getByText('Sandbox', { exact: true }),
        theme: header.getByRole('button', { name: /^Switch to (dark|light) mode$/ }),
        account: header.getByRole('button', { name: /^Account menu for .+@/ }),
      };
      // The account's e-mail and the user menu's code arrive just after the first screen.
      for (const part of Object.values(parts)) await part.waitFor();
      const boxes = Object.entries(parts).map(async ([name, part]) => ({
        name,
        box: await boxOf(part),
      }));
      const placed = await Promise.all(boxes);
      const clashes = placed.flatMap((a, index) =>
        placed
          .slice(index + 1)
          .filter((b) => overlap(a.box, b.box))
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(clashes).toEqual([]);
      const headerBox = await boxOf(header);
      for (const { name, box } of placed) {
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      }
      await screenshot(page, `header-fit-${width}`);
    });
  }
});

describe('the header on a laptop', () => {
  const session = useBrowser();

  it('at 1440 px, the account’s whole e-mail address shows', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const account = page.locator('header').getByRole('button', { name: /^Account menu for .+@/ });
    const email = (await account.getAttribute('aria-label'))!.replace('Account menu for ', '');
    const text = account.getByText(email, { exact: true });
    await text.waitFor();
    // Cut with an ellipsis, the text is wider than its box. The button is drawn again as the
    // user menu's code arrives: a box of no width is the one just taken out.
    await expect
      .poll(() =>
        text.evaluate((element) =>
          element.clientWidth > 0 ? element.scrollWidth - element.clientWidth : Infinity,
        ),
      )
      .toBeLessThanOrEqual(0);
  });
});
