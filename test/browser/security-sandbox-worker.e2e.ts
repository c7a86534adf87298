import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, sandboxUrl, useBrowser } from './browser';
import { signIn } from './sign-in';

/** The service workers registered for the app's origin, by script URL. */
const registeredWorkers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) =>
        (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
    ),
  );

async function useInBrowserSandbox(page: Page) {
  await page.goto(`${appUrl()}/sign-in`);
  await page.getByRole('button', { name: 'Use the sandbox' }).click();
  await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
  expect(await registeredWorkers(page)).toEqual([`${appUrl()}/mockServiceWorker.js`]);
}

/** Every request to the deployment that a service worker made or answered, once all ended. */
function throughAWorker(page: Page) {
  const checks: Promise<string | null>[] = [];
  const deployment = new URL(sandboxUrl()).origin;
  const check = async (request: Request) => {
    const response = await request.response();
    return request.serviceWorker() || response?.fromServiceWorker() ? request.url() : null;
  };
  const onEnd = (request: Request) => {
    if (request.url().startsWith(deployment)) checks.push(check(request));
  };
  page.context().on('requestfinished', onEnd);
  page.context().on('requestfailed', onEnd);
  return async () => {
    // Stop listening first: a request of a later test, still ending as its page closes, must
    // not start a check whose answer nobody awaits (it rejected, unhandled, and failed a run).
    page.context().off('requestfinished', onEnd);
    page.context().off('requestfailed', onEnd);
    const seen = await Promise.all(checks);
    expect(checks.length).toBeGreaterThan(0);
    return seen.filter((url) => url !== null);
  };
}

describe('the in-browser sandbox’s service worker', () => {
  const session = useBrowser();

  it('is gone after sign out, and a real deployment’s requests never pass through it', async () => {
    const { page } = session;
    await useInBrowserSandbox(page);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(() => registeredWorkers(page)).toEqual([]);

    const viaWorker = throughAWorker(page);
    await signIn(page, { path: '/sign-in' });
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    expect(await viaWorker()).toEqual([]);
  });

  it('still running in another tab, it is unregistered when a deployment’s key is used', async () => {
    const { page, context } = session;
    await useInBrowserSandbox(page);
    // msw unregisters its worker itself when its last tab closes, not while one is open.
    const other = await context.newPage();
    // A new tab is handed the sandbox's session; to use a deployment's key it signs out first.
    await other.goto(`${appUrl()}/forms`);
    await other.getByRole('button', { name: /Account menu for/ }).click();
    await other.getByRole('menuitem', { name: 'Sign out' }).click();
    await signIn(other, { path: '/sign-in' });
    expect(await registeredWorkers(other)).toEqual([]);
    expect(await registeredWorkers(page)).toEqual([]);
  });
});
