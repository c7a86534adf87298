import { preview } from 'vite';
import { startSandboxServer } from '@/sandbox/http-server';
import { launchChromium } from '../test/browser/chromium';
import { countApiRequests, firstRowText, rowsReady, settle } from './browser-bench';
import { BENCH_DIST, bundleReport } from './bundle-sizes';
import { describeExport, type ExportRun, measureExport, signInAt } from './export-bench';
import { measureExportUnobserved } from './export-unobserved';
import { measureResponseSet } from './response-set-bench';
import { responseSetPlacement } from './response-set-placement';
import { runningChromium } from './stray-chromium';
import { printSummaryLine } from './summary-bench';
import { printPeopleLines } from './people-bench';
import { printManyFormsLine } from './many-forms-bench';

/** Runs of each export with no DevTools attached; their median is the figure for the target. */
const RUNS = 5;
/** `tsx bench/run.ts --response-set`: the bundle and the response set's figures alone. */
const RESPONSE_SET_ONLY = process.argv.includes('--response-set');
/** `tsx bench/run.ts --summary`: the bundle and the Summary's figure alone. */
const SUMMARY_ONLY = process.argv.includes('--summary');
/** `tsx bench/run.ts --people`: the bundle and the People page's figures alone. */
const PEOPLE_ONLY = process.argv.includes('--people');
/** `tsx bench/run.ts --forms`: the bundle and the forms overview with 500 forms alone. */
const FORMS_ONLY = process.argv.includes('--forms');

const table = (rows: string[][]) => rows.map((row) => row.join(' | ')).join('\n');

async function main() {
  if (runningChromium() > 0) {
    console.warn(
      'Warning: Chromium is already running (left by an earlier run?). It shares the cores ' +
        'with the bench and slows its figures; stop it for true ones.',
    );
  }
  const { rows, firstScreenJs } = bundleReport();
  console.log('\n## Bundle (KB gzip)\nscreen or route | JS | CSS\n' + table(rows));
  console.log(`first screen JS: ${firstScreenJs.toFixed(1)} KB (target <= 150)`);
  console.log(responseSetPlacement());

  const sandbox = await startSandboxServer({ port: 0 });
  const apiOrigin = new URL(sandbox.url).origin;
  process.env.FORMDECK_CONNECT_SRC = apiOrigin;
  process.env.FORMDECK_API_PROXY = sandbox.url;
  const server = await preview({
    build: { outDir: BENCH_DIST },
    preview: { port: 4180, strictPort: false, open: false },
  });
  const appUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const api = countApiRequests(page, apiOrigin);
  const control = (path: string, body?: unknown) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, {
      method: body === undefined ? 'POST' : 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ form_id?: string }>);

  try {
    // The response set: loading, search, sort and filters, memory (its own page and forms).
    if (FORMS_ONLY) {
      console.log('\n## Forms overview (Chromium, HTTP sandbox)');
      await printManyFormsLine({ browser, appUrl, apiUrl: sandbox.url, control });
      return;
    }
    if (PEOPLE_ONLY) {
      console.log('\n## People (Chromium, HTTP sandbox)');
      await printPeopleLines({ browser, appUrl, apiUrl: sandbox.url, control });
      return;
    }
    if (!SUMMARY_ONLY) {
      console.log('\n## Response set (Chromium, HTTP sandbox)');
      await measureResponseSet({ browser, appUrl, apiUrl: sandbox.url, control });
      await control('reset');
    }
    if (RESPONSE_SET_ONLY) return;

    // The Summary of 50,000 responses: its statistics, and the page drawn.
    console.log('\n## Summary (Chromium, HTTP sandbox)');
    await printSummaryLine(browser, { appUrl, apiUrl: sandbox.url, control });
    await control('reset');
    if (SUMMARY_ONLY) return;

    // The People page over 100,000 responses in 40 forms.
    console.log('\n## People (Chromium, HTTP sandbox)');
    await printPeopleLines({ browser, appUrl, apiUrl: sandbox.url, control });
    await control('reset');

    // The forms overview with 500 forms.
    console.log('\n## Forms overview (Chromium, HTTP sandbox)');
    await printManyFormsLine({ browser, appUrl, apiUrl: sandbox.url, control });
    await control('reset');

    // Requests per view.
    await signInAt(page, appUrl, sandbox.url);
    await page.getByRole('link', { name: 'Support ticket intake' }).waitFor();
    await settle(page);
    const formsPage = api.count().filter((line) => !line.includes('/users/me'));
    api.reset();
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await rowsReady(page, 25);
    await settle(page);
    const submissionsAll = api.count();
    const isRowsRequest = (line: string) => line.includes('page=1&limit=25');
    const submissionsRows = submissionsAll.filter(isRowsRequest);
    const submissionsBackground = submissionsAll.filter((line) => !isRowsRequest(line));
    api.reset();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/ }).waitFor();
    await settle(page);
    const openSubmission = api.count();
    await page.goBack();
    await rowsReady(page, 25);
    await settle(page);
    api.reset();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForFunction(() => location.search.includes('page=2'));
    await rowsReady(page, 25);
    const nextPageBeforeRows = api.count().filter((line) => line.includes('page=2')).length;
    await settle(page);
    const nextPageAll = api.count();
    console.log('\n## Requests per view (Chromium, counted at the network)');
    console.log(`forms page: ${formsPage.length} (${formsPage.join(', ')})`);
    console.log(
      `submissions page: ${submissionsRows.length} for the rows and questions; in the background: ` +
        submissionsBackground.join(', '),
    );
    console.log(`open a submission from the table: ${openSubmission.length}`);
    console.log(
      `next page: ${nextPageBeforeRows} for page 2 (prefetched); in the background: ${nextPageAll.join(', ') || 'none'}`,
    );

    // Rendering a wide page.
    const wide = (await control('scenarios/wide-form')).form_id!;
    const listUrl = `${appUrl}/forms/${wide}/submissions?filter=all&limit=50`;
    const response = page.waitForResponse(
      (r) => r.url().includes(`${wide}/submissions?`) && r.url().includes('limit=50'),
    );
    const loadStarted = Date.now();
    await page.goto(listUrl);
    await response;
    const t0 = Date.now();
    await rowsReady(page, 50);
    const firstRender = Date.now() - t0;
    const firstLoad = Date.now() - loadStarted;
    const changes: number[] = [];
    for (const name of ['Page 2', 'Page 1', 'Page 2', 'Page 1']) {
      const before = await firstRowText(page);
      const start = Date.now();
      await page.getByRole('button', { name }).click();
      await page.waitForFunction(
        (text) => document.querySelector('table tbody tr')?.textContent !== text,
        before,
      );
      await rowsReady(page, 1);
      changes.push(Date.now() - start);
    }
    const columns = await page.locator('table thead th').count();
    console.log('\n## Rendering (wide form: 50 rows x 150 questions)');
    console.log(`columns in the table: ${columns}`);
    // The response can arrive while the app is still starting, so both are printed.
    console.log(`response to rows on screen (after a reload): ${firstRender} ms`);
    console.log(`page load to rows on screen (the same reload): ${firstLoad} ms`);
    console.log(`page changes: ${changes.join(', ')} ms`);

    // The wide table stays idle no more: the exports below get the machine to themselves.
    await page.close();

    // Export: 10,000 submissions with 50 ms latency per request, in both ways of reaching an API,
    // watched by Playwright and then with no DevTools client attached.
    const large = (await control('scenarios/large-submissions')).form_id!;
    const setLatency = (ms: number) => control('faults', { latencyMs: ms });
    console.log('\n## Export (10,000 submissions, 50 ms latency per request, 4 in flight)');
    for (const [way, baseUrl] of [
      ['cross-origin API (a CORS preflight per page URL)', sandbox.url],
      ['same-origin API (through the preview proxy)', '/api-proxy'],
    ] as const) {
      const options = { appUrl, baseUrl, formId: large, setLatency };
      const observed = await measureExport({ browser, ...options });
      console.log(describeExport(`${way}, Playwright attached`, observed));
      // The figure that matters, and the noisiest on a shared machine: its median over RUNS.
      const unobserved: ExportRun[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        unobserved.push(await measureExportUnobserved(options));
        console.log(describeExport(`${way}, no DevTools attached, run ${run}`, unobserved.at(-1)!));
      }
      const median = [...unobserved].sort((a, b) => a.ms - b.ms)[RUNS >> 1]!;
      console.log(describeExport(`${way}, no DevTools attached, median of ${RUNS}`, median));
      const floor = await measureExportUnobserved(options, { bareFetchLoop: true });
      console.log(describeExport(`${way}, the same requests alone (no app)`, floor));
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
