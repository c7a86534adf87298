import type { Page } from 'playwright-core';
import { median } from './response-set-timing';

export type Control = (path: string, body?: unknown) => Promise<{ form_id?: string }>;

const RUNS = 3;
const LATENCY = 50;
const ms = (n: number) => `${Math.round(n)} ms`;

// In every document: the moment "All N responses loaded" first shows, and room for more than
// the default 250 resource timings (the 10,000 form alone makes 200 requests).
export const INIT = () => {
  performance.setResourceTimingBufferSize(5000);
  const held = window as unknown as { allLoadedAt?: number };
  new MutationObserver(() => {
    if (held.allLoadedAt !== undefined) return;
    const statuses = document.querySelectorAll('[role="status"]');
    for (const el of statuses) {
      if (/^All [\d,]+ responses loaded/.test(el.textContent ?? '')) {
        held.allLoadedAt = performance.now();
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

export async function openAndLoad(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => 'allLoadedAt' in window, null, { timeout: 300_000 });
  return page.evaluate(() => {
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming =>
        /\/submissions\?.*limit=50/.test(entry.name),
      );
    const done = (window as unknown as { allLoadedAt: number }).allLoadedAt;
    const lastAnswer = Math.max(...requests.map((entry) => entry.responseEnd));
    // Where the time went: each request's own time, and the last answer to the words on screen.
    const each = requests.map((entry) => entry.responseEnd - entry.startTime).sort((a, b) => a - b);
    return {
      fromFirstRequest: done - (requests[0]?.startTime ?? NaN),
      fromOpening: done,
      perRequest: each[each.length >> 1] ?? NaN,
      lastAnswerToShown: done - lastAnswer,
    };
  });
}

/** Loading 10,000 at 50 ms a request, three times: from the first set request to "All … loaded". */
export async function measureSync(page: Page, appUrl: string, control: Control) {
  const formId = (await control('scenarios/large-submissions')).form_id!;
  await control('faults', { latencyMs: LATENCY });
  const runs: Awaited<ReturnType<typeof openAndLoad>>[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await openAndLoad(page, `${appUrl}/forms/${formId}/submissions?filter=all`));
    }
  } finally {
    await control('faults', { latencyMs: 0 });
  }
  const bound = (Math.ceil(10_000 / 50) * LATENCY) / 4;
  const t = median(runs.map((run) => run.fromFirstRequest));
  console.log(
    `response-set sync: 10000 submissions at ${LATENCY} ms latency: ${ms(t)} ` +
      `(bound ${ms(bound)}, ratio ${(t / bound).toFixed(2)}) (target <= 1.5; median of ${RUNS}: ` +
      `${runs.map((run) => ms(run.fromFirstRequest)).join(', ')}; from opening the page: ` +
      `${runs.map((run) => ms(run.fromOpening)).join(', ')}; each request ` +
      `${runs.map((run) => ms(run.perRequest)).join(', ')} (median); last answer to the words ` +
      `${runs.map((run) => ms(run.lastAnswerToShown)).join(', ')})`,
  );
}
