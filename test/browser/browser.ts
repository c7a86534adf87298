import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium';

export const appUrl = () => inject('appUrl');
/** This worker's own HTTP sandbox (VITEST_POOL_ID counts the workers from 1). */
export const sandboxUrl = () => inject('sandboxUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;
export const SCREENSHOT_DIR = 'test-results/screenshots';

export type BrowserSession = { page: Page; context: BrowserContext; consoleLines: string[] };

/** One browser per test file, a fresh context (storage, service workers) per test. */
export function useBrowser(options: { colorScheme?: 'light' | 'dark'; timezoneId?: string } = {}) {
  let browser: Browser;
  const session = {} as BrowserSession;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  beforeEach(async () => {
    await resetSandbox();
    session.context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      colorScheme: options.colorScheme ?? 'light',
      timezoneId: options.timezoneId,
    });
    // Waits and actions wait for what they need; their limit is for a hang. On a busy two-core
    // machine (load 20) a page's first render of a wide form held a click for over 30 s.
    session.context.setDefaultTimeout(60_000);
    session.page = await session.context.newPage();
    session.consoleLines = [];
    session.page.on('console', (message) => session.consoleLines.push(message.text()));
  });
  afterEach(async () => {
    await session.context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return session;
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`sandbox control ${path}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

export const resetSandbox = () => control('POST', 'reset');
export const setFaults = (faults: unknown) => control('PUT', 'faults', faults);
/** `GET /webhooks` answers with exactly these, on one page, until the sandbox is reset. */
export const answerWebhooks = (webhooks: readonly unknown[]) =>
  setFaults({
    rules: [
      {
        method: 'GET',
        path: '/webhooks',
        status: 200,
        body: JSON.stringify({
          webhooks,
          page: 1,
          limit: 500,
          total: webhooks.length,
          has_next: false,
        }),
        contentType: 'application/json',
      },
    ],
  });
export const addScenario = async (name: string) =>
  ((await control('POST', `scenarios/${name}`)) as { form_id: string }).form_id;

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}
