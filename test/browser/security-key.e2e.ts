import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { sandboxUrl, screenshot, setFaults, useBrowser } from './browser';
import { submitKey } from './sign-in';

const KEY = SANDBOX_KEYS.full;

/** Everything a key must never end up in, as seen from the page. */
function storedEverywhere(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify(window.localStorage),
    session: JSON.stringify(window.sessionStorage),
    cookie: document.cookie,
    history: JSON.stringify(window.history.state ?? null),
  }));
}

describe('the API key stays out of URLs, storage, logs and other hosts', () => {
  const session = useBrowser();

  it('through sign in, browsing, an error, a 401 and sign out', async () => {
    const { page, context } = session;
    const urls: string[] = [];
    const logged: string[] = [];
    const keyHeaders: Promise<string[]>[] = [];
    page.on('request', (request) => {
      urls.push(request.url());
      keyHeaders.push(
        request.allHeaders().then((headers) =>
          Object.entries(headers)
            .filter(([, value]) => value.includes(KEY))
            .map(([name, value]) => `${new URL(request.url()).origin} ${name}: ${value}`),
        ),
      );
    });
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('console', (message) => logged.push(message.text()));
    page.on('pageerror', (error) => logged.push(`${error.message} ${error.stack ?? ''}`));

    // Sign in without "remember": memory only.
    await submitKey(page, { apiKey: KEY });
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    expect(Object.values(await storedEverywhere(page)).join()).not.toContain(KEY);

    // Browse every page.
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page
      .getByRole('button', { name: /^Reveal signing secret/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account details' }).click();
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();

    // An error on screen.
    await setFaults({
      rules: [{ method: 'GET', path: '/submissions', status: 400, error: 'Bad page' }],
    });
    await page.getByRole('link', { name: 'Forms', exact: true }).click();
    await page.getByRole('link', { name: 'Every question type' }).click();
    await page.getByText('Bad page (HTTP 400)').first().waitFor();
    expect(await page.content()).not.toContain(KEY);

    // A 401: signed out with a message, then signed in again, this time remembered.
    // (Every list on screen is read already: the forms list's Refresh sends a fresh request.)
    await page.getByRole('link', { name: 'Forms', exact: true }).first().click();
    await setFaults({ rules: [{ method: 'GET', path: '/forms', status: 401, times: 1 }] });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(/no longer accepts this key/).waitFor();
    await setFaults({});
    await page.getByLabel('API key').fill(KEY);
    await page.getByLabel(/Stay signed in when this tab reloads/).check();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    const remembered = await storedEverywhere(page);
    expect(remembered.session).toContain(KEY);
    expect(remembered.local + remembered.cookie + remembered.history).not.toContain(KEY);

    // Sign out: gone from every storage and from the page.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText('You are signed out').waitFor();
    await screenshot(page, 'security-signed-out');
    expect(Object.values(await storedEverywhere(page)).join()).not.toContain(KEY);
    // (The page lists the public sandbox keys below the form; the form itself is empty.)
    expect(await page.getByRole('form', { name: 'Connect to the API' }).innerHTML()).not.toContain(
      KEY,
    );
    expect(await page.getByLabel('API key').inputValue()).toBe('');
    expect(JSON.stringify(await context.cookies())).not.toContain(KEY);

    // Never in a URL, never logged, and only ever sent to the API, as a bearer token.
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => url.includes(KEY))).toEqual([]);
    expect(logged.filter((line) => line.includes(KEY))).toEqual([]);
    const sent = (await Promise.all(keyHeaders)).flat();
    expect(sent.length).toBeGreaterThan(5);
    const api = new URL(sandboxUrl()).origin;
    expect(new Set(sent)).toEqual(new Set([`${api} authorization: Bearer ${KEY}`]));
  });
});
