import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from './browser';
import { signIn } from './sign-in';

type Seen = { violations: string[]; errors: string[] };

/** Collects every CSP / Trusted Types violation and console error from the page's start. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [], errors: [] };
  await page.exposeFunction('__reportViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void })
      .__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message}`));
  return seen;
}

/** Every page of the signed-in app, as a user reaches it. */
async function visitEveryPage(page: Page) {
  await page.getByRole('link', { name: 'Every question type' }).click();
  await page.getByRole('heading', { name: 'Every question type', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search responses' }).fill('a');
  await page.getByRole('searchbox', { name: 'Search responses' }).press('Enter');
  await page.waitForURL(/[?&]q=a/);
  // The Summary of that view draws its charts (recharts) and goes back to the responses.
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page
    .getByText(/^Based on /)
    .first()
    .waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  await page.getByRole('link', { name: 'Responses', exact: true }).click();
  await page.getByRole('heading', { name: 'Every question type', level: 1 }).waitFor();
  await page
    .getByRole('link', { name: /^Open submission of/ })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page
    .getByRole('button', { name: /^Reveal signing secret/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account details' }).click();
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  // A reload, and a page that does not exist (the key is remembered in this tab).
  await page.goto(`${appUrl()}/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByLabel('API key').waitFor();
}

describe('Trusted Types and the Content-Security-Policy in Chromium', () => {
  const session = useBrowser();

  it('the host requires Trusted Types for every script sink', async () => {
    const response = await fetch(appUrl());
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
  });

  it('every page against a deployment runs with no violation and no console error', async () => {
    const { page } = session;
    const seen = await watch(page);
    await signIn(page, { remember: true });
    await visitEveryPage(page);
    expect(seen).toEqual({ violations: [], errors: [] });
  });

  it('the in-browser sandbox (its service worker) runs with no violation either', async () => {
    const { page } = session;
    const seen = await watch(page);
    await page.goto(`${appUrl()}/sign-in`);
    await page.getByLabel(/Stay signed in when this tab reloads/).check();
    await page.getByRole('button', { name: 'Use the sandbox' }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await visitEveryPage(page);
    expect(seen).toEqual({ violations: [], errors: [] });
  });
});
