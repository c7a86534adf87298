import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { signInAt } from './export-bench';

/** The Summary's own measure of its statistics (COMPUTE_MEASURE in compute-summary.ts). */
const COMPUTE_MEASURE = 'formdeck:summary-compute';

export type SummaryRun = {
  /** The statistics over the whole set, as the page measured them (median of the runs). */
  computeMs: number;
  /**
   * From the click on "Summary" to the frame that shows the first screen whole: the overview,
   * "Based on …" and every question block on the screen, charts included (median of the runs).
   */
  onScreenMs: number;
  /** From the click to every block drawn, Drop-off last (median of the runs). */
  allDrawnMs: number;
  /** Of `computeMs`, the time spent on the statistics (the rest the page had for other work). */
  workMs: number;
  /**
   * The longest task on the page from the click to every block drawn: how long input could
   * wait. The longest of all runs, and the median of each run's longest.
   */
  longestTaskMs: number;
  medianLongestTaskMs: number;
};

type Options = { appUrl: string; formId: string; runs?: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Held = { longTasks: { start: number; duration: number }[]; since: number; clickedAt: number };

// Long tasks, kept with their start: they are reported late, so a task of the page left before
// (the table) could otherwise be counted for the Summary.
const WATCH_LONG_TASKS = () => {
  const held = window as unknown as Partial<Held>;
  if (held.longTasks) return;
  held.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      held.longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask' });
};

// True once the screen shows the Summary's first screen whole: "Based on …", and every block on
// the screen (the overview first) drawn, none waiting for its figures or its chart's code.
const FIRST_SCREEN_DRAWN = () => {
  const basedOn = [...document.querySelectorAll('p')].some((p) =>
    /^Based on [\d,]+ /.test(p.textContent ?? ''),
  );
  const onScreen = [...document.querySelectorAll('section.summary-block')].filter((block) => {
    const { top, bottom } = block.getBoundingClientRect();
    return bottom > 0 && top < innerHeight;
  });
  const drawn = (block: Element) =>
    block.getAttribute('aria-busy') !== 'true' &&
    !block.querySelector('.mantine-Skeleton-root') &&
    [...block.querySelectorAll('.recharts-responsive-container')].every((chart) =>
      chart.querySelector('.recharts-surface'),
    );
  return (
    basedOn &&
    onScreen[0]?.getAttribute('aria-label') === 'Overview' &&
    onScreen.every(drawn) &&
    performance.now() - (window as unknown as Held).clickedAt
  );
};

/**
 * Opens the Summary of a form (the 50,000 `huge-submissions` one) from its table, `runs` times.
 * The page must be signed in (with "Stay signed in when this tab reloads", as `signInAt` does). The form's
 * responses are loaded first, as a user who opened the table has them: what is timed is the
 * Summary, not the download of 50,000 responses (the response set's bench times that).
 */
export async function measureSummary(page: Page, { appUrl, formId, runs = 5 }: Options) {
  await page.goto(`${appUrl}/forms/${encodeURIComponent(formId)}/submissions`);
  await page.getByText(/^All [\d,]+ responses loaded/).waitFor({ timeout: 600_000 });
  await page.evaluate(WATCH_LONG_TASKS);
  const computes: number[] = [];
  const screens: number[] = [];
  const wholes: number[] = [];
  const works: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate((name) => {
      performance.clearMeasures(name);
      const held = window as unknown as Held;
      held.since = performance.now();
      addEventListener('click', () => (held.clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
    }, COMPUTE_MEASURE);
    await page.getByRole('link', { name: 'Summary', exact: true }).click();
    const onScreen = await page.waitForFunction(FIRST_SCREEN_DRAWN, undefined, {
      polling: 'raf',
      timeout: 120_000,
    });
    screens.push((await onScreen.jsonValue()) as number);
    const allDrawn = await page.waitForFunction(
      () =>
        document.querySelector('section[aria-label="Drop-off"]') !== null &&
        performance.now() - (window as unknown as Held).clickedAt,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    const drawnMs = (await allDrawn.jsonValue()) as number;
    wholes.push(drawnMs);
    // Long tasks are reported after they end: the last one's entry, a moment later.
    await page.waitForTimeout(300);
    const { compute, work, tasks } = await page.evaluate(
      ({ name, drawnAt }) => {
        const measures = performance.getEntriesByName(name, 'measure') as PerformanceMeasure[];
        const whole = measures.filter((entry) => entry.detail?.complete === true);
        return {
          compute: whole.at(-1)?.duration ?? NaN,
          work: (whole.at(-1)?.detail as { workMs?: number } | undefined)?.workMs ?? NaN,
          tasks: (() => {
            const held = window as unknown as Held;
            return held.longTasks
              .filter((task) => task.start >= held.since && task.start < held.clickedAt + drawnAt)
              .map((task) => task.duration);
          })(),
        };
      },
      { name: COMPUTE_MEASURE, drawnAt: drawnMs },
    );
    computes.push(compute);
    works.push(work);
    longest.push(Math.max(...tasks, 0));
    await page.getByRole('link', { name: 'Responses', exact: true }).click();
    await page.locator('table[aria-busy="false"]').waitFor();
  }
  return {
    computeMs: median(computes),
    onScreenMs: median(screens),
    allDrawnMs: median(wholes),
    workMs: median(works),
    longestTaskMs: Math.max(...longest),
    medianLongestTaskMs: median(longest),
  } satisfies SummaryRun;
}

/** The comparison's own measure (COMPARE_MEASURE in comparison-section.tsx). */
const COMPARE_MEASURE = 'formdeck:summary-compare';

// The huge form's responses run over 21 days from 2026-11-01: its last 11 days against the 11
// before them are two groups of about 25,000, every status.
const HALVES = JSON.stringify([
  { column: 'submitted', op: 'dates', from: '2026-11-12', to: '2026-11-22' },
]);

/**
 * Opens the Summary's period comparison `runs` times in the page (the address changed as Back
 * and Forward change it, so the loaded responses stay), each time after the Summary alone is
 * drawn. The longest task counts from the change of address to every block of the comparison
 * drawn.
 */
export async function measureCompare(page: Page, { formId, runs = 5 }: Omit<Options, 'appUrl'>) {
  const go = (search: string) =>
    page.evaluate(
      (url) => {
        history.pushState(history.state, '', url);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      },
      `/forms/${encodeURIComponent(formId)}/summary?${search}`,
    );
  const view = `filter=all&f=${encodeURIComponent(HALVES)}`;
  const computes: number[] = [];
  let longestTaskMs = 0;
  // The Summary of the view worked out before the first comparison, so that its work is not
  // counted as the comparison's.
  const before = await page.evaluate(() => performance.now());
  await go(view);
  const worked = await page.waitForFunction(
    ({ name, before }) =>
      (performance.getEntriesByName(name, 'measure') as PerformanceMeasure[]).find(
        (entry) => entry.startTime >= before && entry.detail?.complete === true,
      )?.detail.rows as number | undefined,
    { name: COMPUTE_MEASURE, before },
    { timeout: 120_000 },
  );
  // Its blocks drawn with it (they were drawn for the whole form: they are drawn again at once),
  // then a frame for recharts, which draws its charts again in the next animation frame.
  await page.waitForFunction(
    (rows) =>
      [...document.querySelectorAll('p')].some(
        (p) =>
          Number(/^Based on ([\d,]+) /.exec(p.textContent ?? '')?.[1]?.replace(/,/g, '')) === rows,
      ),
    await worked.jsonValue(),
    { timeout: 120_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  for (let run = 0; run < runs; run += 1) {
    await go(view);
    await page.getByText(/^Based on [\d,]+ responses/).waitFor({ timeout: 120_000 });
    // The last run's comparison gone: this run's is worked out afresh, not left on the page.
    await page.getByRole('region', { name: 'Comparison' }).waitFor({ state: 'detached' });
    // The Summary's own blocks drawn again (Drop-off comes last).
    await page.getByRole('region', { name: 'Drop-off' }).waitFor({ timeout: 120_000 });
    await page.evaluate((name) => {
      performance.clearMeasures(name);
      (window as unknown as Held).since = performance.now();
    }, COMPARE_MEASURE);
    await go(`${view}&vs=period`);
    await page.getByRole('region', { name: 'Comparison' }).waitFor({ timeout: 120_000 });
    // Every block of the comparison drawn (one a task), then a moment for the last long task's
    // entry, which is reported after the task ends.
    await page
      .locator('section.summary-block[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 120_000 });
    await page.waitForTimeout(300);
    const { compute, tasks } = await page.evaluate((name) => {
      const held = window as unknown as Held;
      return {
        compute: performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? NaN,
        tasks: held.longTasks
          .filter((task) => task.start >= held.since)
          .map((task) => task.duration),
      };
    }, COMPARE_MEASURE);
    computes.push(compute);
    longestTaskMs = Math.max(longestTaskMs, ...tasks, 0);
  }
  return { computeMs: median(computes), longestTaskMs };
}

/**
 * "Share as a report" on the Summary the page shows, saved from its dialog as it opens (every
 * question in, respondents' words out): the file's size, and the time from "Save the report" to
 * the download (the builder's code if it has not arrived yet, the file written, the blob handed
 * over).
 */
export async function measureReport(page: Page) {
  await page.getByRole('region', { name: 'Drop-off' }).waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Share as a report' }).click();
  const save = page
    .getByRole('dialog', { name: 'Share as a report' })
    .getByRole('button', { name: 'Save the report' });
  await save.waitFor({ timeout: 120_000 });
  const saved = page.waitForEvent('download', { timeout: 120_000 });
  const started = Date.now();
  await save.click();
  const download = await saved;
  const writtenMs = Date.now() - started;
  const path = await download.path();
  return { bytes: statSync(path).size, writtenMs };
}

type Control = (path: string) => Promise<{ form_id?: string }>;

/**
 * `summary over 50000: compute C ms, on screen S ms`: the Summary of a fresh 50,000-response
 * form, on a page of its own (signed in with "Stay signed in when this tab reloads", as measureSummary needs).
 */
export async function printSummaryLine(
  browser: Browser,
  options: { appUrl: string; apiUrl: string; control: Control },
) {
  const { appUrl, apiUrl, control } = options;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // tsx names the functions it compiles with a helper the page lacks; the page gets a no-op one.
  await page.addInitScript('window.__name = (fn) => fn;');
  try {
    await signInAt(page, appUrl, apiUrl);
    const formId = (await control('scenarios/huge-submissions')).form_id!;
    const run = await measureSummary(page, { appUrl, formId, runs: 5 });
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `summary over 50000: compute ${ms(run.computeMs)}, on screen ${ms(run.onScreenMs)}, ` +
        `longest main-thread task ${ms(run.longestTaskMs)} (targets: compute <= 300 and on ` +
        `screen <= 1000 median of 5, task <= 200; ${ms(run.workMs)} of it the statistics; ` +
        `every block drawn ${ms(run.allDrawnMs)}; runs' longest tasks median ` +
        `${ms(run.medianLongestTaskMs)})`,
    );
    await page.getByRole('link', { name: 'Summary', exact: true }).click();
    const report = await measureReport(page);
    console.log(
      `report of 50000: file ${Math.round(report.bytes / 1024)} KB, written in ${ms(report.writtenMs)}`,
    );
    const compare = await measureCompare(page, { formId, runs: 5 });
    console.log(
      `compare over 50000: compute ${ms(compare.computeMs)} (target <= 400 median of 5; ` +
        `longest main-thread task ${ms(compare.longestTaskMs)}, target <= 100)`,
    );
  } finally {
    await page.close();
  }
}
