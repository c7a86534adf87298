import type { Page } from 'playwright-core';

type Counter = { count: () => string[]; reset: () => void };

/** API requests the page sends (preflights and sandbox controls left out). */
export function countApiRequests(page: Page, apiOrigin: string): Counter {
  let seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== apiOrigin || request.method() === 'OPTIONS') return;
    if (url.pathname.includes('__sandbox')) return;
    seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { count: () => seen, reset: () => (seen = []) };
}

export async function settle(page: Page, ms = 800) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(ms);
}

export async function rowsReady(page: Page, rows: number) {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('table tbody tr:not([aria-hidden])').length >= n &&
      !document.querySelector('table[aria-busy="true"]'),
    rows,
    { timeout: 60_000 },
  );
}

export function firstRowText(page: Page) {
  return page.evaluate(() => document.querySelector('table tbody tr')?.textContent ?? '');
}
