import type { Browser, Page } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { rowsReady } from './browser-bench';

export async function signInAt(page: Page, appUrl: string, baseUrl: string) {
  await page.goto(appUrl);
  await page.getByLabel('API base URL').fill(baseUrl);
  await page.getByLabel('API key').fill(SANDBOX_KEYS.full);
  // Kept for this tab, so that later page loads stay signed in.
  await page.getByLabel(/Stay signed in when this tab reloads/).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: /Account menu for/ }).waitFor();
}

type Options = {
  browser: Browser;
  appUrl: string;
  baseUrl: string;
  formId: string;
  setLatency: (ms: number) => Promise<unknown>;
};

/** How long an export took, and the app's own message about it ("10,000 submissions saved to …"). */
export type ExportRun = {
  ms: number;
  message: string;
  /** Where the time went (ms), from the page's own resource timings, when no DevTools watched. */
  split?: { firstRequest: number; perRequest: number; lastAnswerToEnd: number };
};

/** Signed in on the form's submissions (all of them), with 50 ms of latency from now on. */
export async function openForExport(
  page: Page,
  { appUrl, baseUrl, formId, setLatency }: Omit<Options, 'browser'>,
) {
  await signInAt(page, appUrl, baseUrl);
  await page.goto(`${appUrl}/forms/${formId}/submissions?filter=all`);
  await rowsReady(page, 25);
  await setLatency(50);
}

/** Time from "Export all as CSV" to the file, with 50 ms of latency on every API request. */
export async function measureExport({ browser, ...options }: Options): Promise<ExportRun> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await openForExport(page, options);
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const started = Date.now();
    await page.getByRole('menuitem', { name: 'Export all as CSV' }).click();
    await download;
    const ms = Date.now() - started;
    const message = await page.getByText(/submissions saved to/).textContent();
    return { ms, message: message ?? '' };
  } finally {
    await options.setLatency(0);
    await page.close();
  }
}

/** The run against its lower bound: every page at 50 ms, four at a time. */
export function describeExport(label: string, { ms, message, split }: ExportRun): string {
  const rows = Number(/^([\d,]+) submissions/.exec(message)?.[1]?.replace(/,/g, ''));
  const pages = Math.ceil(rows / 50);
  const bound = (pages * 50) / 4;
  const where = split
    ? `; first request after ${split.firstRequest.toFixed(1)} ms, each request ` +
      `${split.perRequest.toFixed(1)} ms (median), last answer to the end ${split.lastAnswerToEnd.toFixed(1)} ms`
    : '';
  return (
    `${label}: ${rows} rows in ${pages} pages, ${Math.round(ms)} ms; lower bound ${bound} ms; ` +
    `ratio ${(ms / bound).toFixed(2)} (target <= 1.3)${where}`
  );
}
