import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/chromium';
import { type ExportRun, openForExport } from './export-bench';

type Options = {
  appUrl: string;
  baseUrl: string;
  formId: string;
  setLatency: (ms: number) => Promise<unknown>;
};

/** A Chromium that Playwright can connect to, leave, and come back to. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'formdeck-bench-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--window-size=1440,900',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`Chromium exited early:\n${output}`)));
  });
  return {
    connect: async (): Promise<{ browser: Browser; page: Page }> => {
      // Now and then the DevTools handshake stalls on this machine; a second try gets through.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const browser = await chromium.connectOverCDP(endpoint, { timeout: 15_000 });
          const context = browser.contexts()[0]!;
          const page = context.pages()[0] ?? (await context.newPage());
          return { browser, page };
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      // Chromium's helper processes may still be writing the profile for a moment.
      for (let attempt = 0; ; attempt += 1) {
        try {
          rmSync(profile, { recursive: true, force: true });
          return;
        } catch (error) {
          if (attempt === 20) throw error;
          await sleep(250);
        }
      }
    },
  };
}

// In the page: where the time went, from the browser's own timings of the API requests.
const SPLIT = `(started, ended) => {
  const api = performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/submissions?') && e.startTime >= started);
  const took = api.map((e) => e.responseEnd - e.startTime).sort((a, b) => a - b);
  return {
    firstRequest: Math.min(...api.map((e) => e.startTime)) - started,
    perRequest: took[took.length >> 1],
    lastAnswerToEnd: ended - Math.max(...api.map((e) => e.responseEnd)),
  };
}`;

// Runs in the page once Playwright has gone: the user's two clicks, then the app's own
// "Export ready" message marks the end. A string, so that no bundler helper leaks into it.
const EXPORT_BY_HAND = `(() => {
  const find = (selector, text) =>
    [...document.querySelectorAll(selector)].find((el) => el.textContent.trim() === text);
  const when = (test) => new Promise((resolve) => {
    const check = () => test() && (observer.disconnect(), resolve());
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
  performance.setResourceTimingBufferSize(1000);
  setTimeout(async () => {
    find('button', 'Export').click();
    await when(() => find('[role="menuitem"]', 'Export all as CSV'));
    // A person reads the menu before choosing; meanwhile the open menu fetches the export code.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    find('[role="menuitem"]', 'Export all as CSV').click();
    const saved = () => [...document.querySelectorAll('.mantine-Notification-description')]
      .find((el) => el.textContent.includes('saved to'));
    await when(saved);
    const ended = performance.now();
    const split = (${SPLIT})(started, ended);
    window.__formdeckExport = { ms: ended - started, message: saved().textContent, split };
  }, 1000);
})()`;

// The floor under any export: the same 200 requests, four at a time, with no app around them.
const fetchLoop = (url: string, key: string) => `(() => {
  performance.setResourceTimingBufferSize(1000);
  setTimeout(async () => {
    const started = performance.now();
    let next = 1;
    let rows = 0;
    const worker = async () => {
      while (next <= 200) {
        const page = next++;
        const response = await fetch(${JSON.stringify(url)} + '&page=' + page, {
          headers: { Accept: 'application/json', Authorization: 'Bearer ${key}' },
        });
        const body = await response.json();
        rows += body.submissions.length;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const ended = performance.now();
    const split = (${SPLIT})(started, ended);
    const message = rows.toLocaleString('en-US') + ' submissions';
    window.__formdeckExport = { ms: ended - started, message, split };
  }, 1000);
})()`;

/**
 * The same export, timed while no DevTools client is attached. Playwright's network
 * instrumentation costs several milliseconds per request, which a user's browser does not pay.
 */
export async function measureExportUnobserved(
  { appUrl, baseUrl, formId, setLatency }: Options,
  { bareFetchLoop = false } = {},
) {
  const script = bareFetchLoop
    ? fetchLoop(`${baseUrl}/forms/${formId}/submissions?filter=all&limit=50`, SANDBOX_KEYS.full)
    : EXPORT_BY_HAND;
  const chrome = await startChromium();
  try {
    let { browser, page } = await chrome.connect();
    await openForExport(page, { appUrl, baseUrl, formId, setLatency });
    await page.evaluate(script);
    await browser.close();
    for (let waited = 0; waited < 120_000; waited += 5_000) {
      await sleep(waited === 0 ? 8_000 : 5_000);
      ({ browser, page } = await chrome.connect());
      const result = (await page.evaluate('window.__formdeckExport')) as ExportRun | undefined;
      await browser.close();
      if (result) return result;
    }
    throw new Error('The export did not finish within two minutes');
  } finally {
    await setLatency(0);
    await chrome.close();
  }
}
