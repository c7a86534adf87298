import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

// The sandbox's uploads and signatures live on this host; Chromium never reaches it: the test
// answers for it, and so sees every request the page makes to it.
const FILE_HOST = 'https://files.northwind.example';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('respondent images', () => {
  const session = useBrowser();

  it('load nothing until "Show image" is pressed, then only that image, with no Referer', async () => {
    const { page } = session;
    const fetched: Request[] = [];
    await page.route(`${FILE_HOST}/**`, async (route) => {
      fetched.push(route.request());
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 });
    });
    await signIn(page);
    await page.getByRole('link', { name: 'Every question type' }).click();
    // The table has uploads and signatures in its cells: none loads there.
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/ }).waitFor();

    const buttons = page.getByRole('button', { name: /^Show image / });
    await buttons.first().waitFor();
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await page.locator('main img').count()).toBe(0);
    expect(fetched).toEqual([]);
    await screenshot(page, 'security-images-before');

    const name = (await buttons.first().getAttribute('aria-label'))!.replace('Show image ', '');
    await buttons.first().click();
    const image = page.getByRole('img', { name });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(fetched).toHaveLength(1);
    const request = fetched[0]!;
    expect(await image.getAttribute('src')).toBe(request.url());
    expect(await request.headerValue('referer')).toBeNull();
    await screenshot(page, 'security-images-after');
  });
});
