import type { Page } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { sandboxUrl } from './browser';

export type SeenRequest = { method: string; url: string; readonly at: number };

/** Records every request the page sends, to count retries and prove what was (not) deleted. */
export function recordRequests(page: Page) {
  const seen: SeenRequest[] = [];
  page.on('request', (request) => {
    const heard = Date.now();
    seen.push({
      method: request.method(),
      url: request.url(),
      // When the browser sent it, known once its response has come: Node hears of a request
      // some milliseconds later, and not always as late (a wait measured 941 ms for 1 s).
      get at() {
        return request.timing().startTime || heard;
      },
    });
  });
  const api = (method: string, pathPart: string | RegExp) =>
    seen.filter(
      (request) =>
        request.method === method &&
        request.url.startsWith(sandboxUrl()) &&
        (typeof pathPart === 'string'
          ? new URL(request.url).pathname.endsWith(pathPart)
          : pathPart.test(new URL(request.url).pathname)),
    );
  return { seen, api, deletes: () => seen.filter((request) => request.method === 'DELETE') };
}

/** Calls the sandbox API directly, as another client of the same account would. */
export async function callApi<T = unknown>(method: 'GET' | 'DELETE', path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

/** The number in "x–y of N submissions" (or forms, webhooks) under a list. */
export async function listTotal(page: Page, itemLabel: string): Promise<number> {
  const text = await page.getByText(new RegExp(`of [\\d,]+ ${itemLabel}`)).textContent();
  return Number(text?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
}

/**
 * Runs the page's clock (installed with `page.clock.install()` before the page loaded) for
 * `duration`, firing every timer due meanwhile, then waits until a request the page sends after
 * those timers has been heard: whatever they would have sent has been recorded by then, however
 * slow the machine. Proves absence without waiting for time to pass.
 */
export async function runPageClock(page: Page, duration: string) {
  await page.clock.runFor(duration);
  const marker = `${sandboxUrl()}/__after-clock-${Date.now()}`;
  const heard = page.waitForRequest(marker);
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await heard;
}

/**
 * Waits until every image in the page has loaded or failed (where an `onerror` payload would
 * run) and the next frame is drawn: what the page does with the data on screen has happened.
 */
export async function imagesSettled(page: Page) {
  await page.evaluate(async () => {
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
