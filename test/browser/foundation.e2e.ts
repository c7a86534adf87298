import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { appUrl, screenshot, useBrowser } from './browser';
import { signIn, submitKey } from './sign-in';

describe('getting in', () => {
  const session = useBrowser();

  it('one click on "Use the sandbox" shows the account email and the forms (in-browser sandbox)', async () => {
    const { page } = session;
    await page.goto(appUrl());
    await page.getByRole('button', { name: 'Use the sandbox' }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Account menu for/ }).getAttribute('aria-label'))
      .toMatch(/@/);
    await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    expect(await page.getByRole('row').count()).toBeGreaterThan(6);
    await screenshot(page, 'forms-in-browser-sandbox');
  });

  it('a typed key for the HTTP sandbox gets in; a wrong key and an unreachable URL are told apart', async () => {
    const { page } = session;
    await submitKey(page, { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'whatever' });
    await page.getByText('Could not reach the API at this URL').waitFor();

    await signIn(page, { apiKey: SANDBOX_KEYS.full });
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    await screenshot(page, 'forms-http-sandbox');
  });

  it('a wrong key is refused with its own message', async () => {
    const { page } = session;
    await submitKey(page, { apiKey: 'not-a-key' });
    await page.getByText('This API key was not accepted').waitFor();
    await screenshot(page, 'key-entry-wrong-key');
  });

  it('a deep link asks for the key, then returns to the page; a remembered key survives a reload', async () => {
    const { page } = session;
    await signIn(page, { path: '/webhooks', remember: true });
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/webhooks');
    await page.reload();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain(SANDBOX_KEYS.full);
  });

  it('typing fast in the forms search keeps every letter, in the box and in the address', async () => {
    const { page } = session;
    await signIn(page);
    const search = page.getByRole('searchbox', { name: 'Search forms by name' });
    // Three times: a letter lost to the address's older text was lost in most tries.
    for (const word of ['summit', 'feedback', 'summit']) {
      await search.fill('');
      await search.pressSequentially(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      expect(await search.inputValue()).toBe(word);
    }
    await page.getByRole('link', { name: /Summit/ }).waitFor();
  });
});
