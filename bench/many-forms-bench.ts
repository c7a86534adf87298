import type { Browser } from 'playwright-core';
import { signInAt } from './export-bench';

type Options = {
  browser: Browser;
  appUrl: string;
  apiUrl: string;
  control: (path: string, body?: unknown) => Promise<unknown>;
};

/**
 * The forms overview with 500 forms on one page (the sandbox's `many-forms` scenario): how long
 * their response counts take to fill in, and the longest main-thread task while they do.
 */
export async function printManyFormsLine({ browser, appUrl, apiUrl, control }: Options) {
  await control('scenarios/many-forms');
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signInAt(page, appUrl, apiUrl);
    await page.goto(`${appUrl}/forms?limit=500`);
    await page
      .getByRole('link', { name: /^Many forms \d+$/ })
      .first()
      .waitFor();
    await page.evaluate(() => {
      const longest = { ms: 0 };
      (window as unknown as { longestTask: typeof longest }).longestTask = longest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const startedAt = Date.now();
    await page.waitForFunction(
      () => !document.querySelector('tbody .mantine-Skeleton-root'),
      null,
      {
        timeout: 180_000,
        polling: 250,
      },
    );
    const filledMs = Date.now() - startedAt;
    const longest = await page.evaluate(
      () => (window as unknown as { longestTask: { ms: number } }).longestTask.ms,
    );
    console.log(
      `500 forms: counts filled in ${(filledMs / 1000).toFixed(1)} s; longest task while they ` +
        `fill ${longest === 0 ? 'under 50' : Math.round(longest)} ms (target <= 200)`,
    );
  } finally {
    await page.close();
  }
}
