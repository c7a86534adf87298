import type { Page } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { appUrl, sandboxUrl } from './browser';

type Options = { apiKey?: string; path?: string; remember?: boolean; baseUrl?: string };

/** Fills in the key-entry screen as a user would and presses Connect. */
export async function submitKey(
  page: Page,
  {
    apiKey = SANDBOX_KEYS.full,
    path = '/',
    remember = false,
    baseUrl = sandboxUrl(),
  }: Options = {},
) {
  await page.goto(`${appUrl()}${path}`);
  await page.getByLabel('API base URL').fill(baseUrl);
  await page.getByLabel('API key').fill(apiKey);
  if (remember) await page.getByLabel(/Stay signed in when this tab reloads/).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

/** Signs in against the HTTP sandbox and waits for the shell. */
export async function signIn(page: Page, options: Options = {}) {
  await submitKey(page, options);
  await page.getByRole('button', { name: /Account menu for/ }).waitFor();
}
