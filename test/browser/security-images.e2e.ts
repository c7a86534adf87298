import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, screenshot, useBrowser } from './browser';

// The sandbox's uploads and signatures are sample files the app serves (public/sandbox-files).
// The sandbox runs in the page here: its files are then on the page's own origin, which the HTTP
// sandbox (a node process apart from any page) cannot know. The page's service worker (msw)
// passes them on, so they are watched as the page's requests rather than routed.
const SANDBOX_FILE = /\/sandbox-files\//;

describe('respondent images', () => {
  const session = useBrowser();

  it('load nothing until "Show image" is pressed, then only that image, with no Referer', async () => {
    const { page } = session;
    const fetched: Request[] = [];
    page.on('request', (request) => {
      if (SANDBOX_FILE.test(request.url())) fetched.push(request);
    });
    await page.goto(`${appUrl()}/sign-in`);
    await page.getByRole('button', { name: 'Use the sandbox' }).click();
    await page.getByRole('button', { name: /Account menu for/ }).waitFor();
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
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(fetched).toHaveLength(1);
    const request = fetched[0]!;
    expect(await image.getAttribute('src')).toBe(request.url());
    // No Referer: absent, or empty as it reads through the service worker.
    expect((await request.headerValue('referer')) ?? '').toBe('');
    await screenshot(page, 'security-images-after');
  });
});
