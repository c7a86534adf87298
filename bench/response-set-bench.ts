import type { Browser } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { signInAt } from './export-bench';
import {
  heapMb,
  median,
  timeUrlChange,
  timeViewChange,
  type ViewTiming,
  watchLongTasks,
} from './response-set-timing';
import { type Control, INIT, measureSync } from './response-set-sync';

type Options = { browser: Browser; appUrl: string; apiUrl: string; control: Control };

const nf = new Intl.NumberFormat('en-US');
const ms = (n: number) => `${Math.round(n)} ms`;

async function questionIds(apiUrl: string, formId: string) {
  const response = await fetch(`${apiUrl}/forms/${formId}/submissions?limit=1`, {
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  const { questions } = (await response.json()) as { questions: { id: string; name: string }[] };
  return (name: string) => questions.find((question) => question.name === name)!.id;
}

export async function measureResponseSet(options: Options) {
  const { browser, appUrl, apiUrl, control } = options;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // tsx names the functions it compiles with a helper the page lacks; the page gets a no-op one.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.addInitScript(INIT);
  try {
    await signInAt(page, appUrl, apiUrl);
    await measureSync(page, appUrl, control);

    // Heap: a small form's set as the baseline, then the 50,000 in the same document.
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await page.waitForFunction(() => 'allLoadedAt' in window, null, { timeout: 60_000 });
    const before = await heapMb(page);
    const huge = (await control('scenarios/huge-submissions')).form_id!;
    const id = await questionIds(apiUrl, huge);
    await page.evaluate(() => delete (window as unknown as { allLoadedAt?: number }).allLoadedAt);
    const base = '?filter=all';
    const started = Date.now();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/forms/${huge}/submissions${base}`);
    await page.waitForFunction(() => 'allLoadedAt' in window, null, { timeout: 300_000 });
    const loadMs = Date.now() - started;
    const held = (await heapMb(page)) - before;

    // Typing a search at once: the index is built in idle time while loading, maybe not all yet.
    const typing = async (word: string) => {
      await page.getByRole('searchbox', { name: 'Search responses' }).click();
      const longest = await watchLongTasks(page);
      await page.keyboard.type(word, { delay: 90 });
      await page.waitForFunction(
        () =>
          /responses match/.test(document.body.textContent ?? '') &&
          !document.querySelector('table[aria-busy="true"]'),
        null,
        { timeout: 60_000, polling: 20 },
      );
      const ms = await longest();
      await page.keyboard.press('Escape');
      await timeUrlChange(page, base, { match: 'absent' });
      return ms;
    };
    const firstTyping = await typing('conference');

    const timed = async (searches: string[], shown: Parameters<typeof timeUrlChange>[2]) => {
      const times: ViewTiming[] = [];
      for (const search of searches) {
        times.push(await timeViewChange(page, search, shown));
        await timeUrlChange(page, base, { match: 'absent' });
      }
      return times;
    };
    const words = ['colleague', 'podcast', 'reports', 'lucia', 'enterprise', 'fast'];
    const search = await timed(
      words.map((word) => `${base}&q=${word}`),
      { match: 'present' },
    );
    const team = `q:${id('Team size')}`;
    // Each run a column's first sort that way, a number, a rating and a 0-10 scale, ascending and
    // descending; then texts (names, long comments), which fold every answer to compare them.
    const numeric = [
      team,
      `q:${id('How satisfied are you?')}`,
      `q:${id('How likely are you to recommend us?')}`,
    ];
    // Every column ascending, then every column descending.
    const sortBothWays = async (columns: string[]) => [
      ...(await timed(
        columns.map((column) => `${base}&sort=${column}`),
        { sorted: 'ascending' },
      )),
      ...(await timed(
        columns.map((column) => `${base}&sort=${column}&dir=desc`),
        { sorted: 'descending' },
      )),
    ];
    const sort = await sortBothWays(numeric);
    const textSort = await sortBothWays([`q:${id('Name')}`, `q:${id('Comment')}`]);
    // The same sort again, as back/forward or a second visit gives it.
    const again = await timed(
      [1, 2, 3].map(() => `${base}&sort=${team}`),
      { sorted: 'ascending' },
    );
    const filters = [
      { column: `q:${id('Plan')}`, op: 'anyOf', values: ['Pro', 'Business'] },
      { column: team, op: 'between', min: 10, max: 1000 },
      { column: `q:${id('Subscribe to updates')}`, op: 'is', value: true },
    ];
    const f = encodeURIComponent(JSON.stringify(filters));
    const filter = await timed(
      [1, 2, 3, 4, 5].map(() => `${base}&f=${f}`),
      { match: 'present' },
    );
    const laterTyping = await typing('podcast');
    const withIndex = (await heapMb(page)) - before;

    const line = (what: string, times: ViewTiming[], more = '') => {
      const rows = times.map((time) => time.rows);
      const frames = times.map((time) => time.frame);
      console.log(
        `response-set ${what} over 50000: median ${ms(median(rows))} (target <= 100; runs ` +
          `${rows.map(ms).join(', ')}; drawn on screen: median ${ms(median(frames))}${more})`,
      );
    };
    console.log(`\n(50,000 submissions loaded at 0 ms latency in ${nf.format(loadMs)} ms)`);
    line('search', search);
    const againRows = again.map((time) => time.rows);
    line('sort', sort, `; the same sort again: median ${ms(median(againRows))}`);
    line('sort by a text column', textSort);
    line('filter', filter);
    // The browser reports only tasks over 50 ms ("long tasks"): none is a longest of under 50.
    const longest = (n: number) => (n === 0 ? 'under 50 ms (no long task)' : ms(n));
    console.log(
      `response-set typing a search over 50000: longest main-thread task ${longest(laterTyping)} ` +
        `(target <= 100; ${longest(firstTyping)} when typed the moment "All loaded" showed)`,
    );
    console.log(
      `response-set heap for 50000 submissions: ${withIndex.toFixed(1)} MB (target <= 80; ` +
        `with the search index, after the searches; ${held.toFixed(1)} MB as "All loaded" showed)`,
    );
  } finally {
    await page.close();
  }
}
