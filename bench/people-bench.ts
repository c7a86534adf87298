import type { Browser } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { PAGE_SIZE } from '@/response-set/fetch-page';
import { signInAt } from './export-bench';
import { heapMb, median } from './response-set-timing';

type Options = {
  browser: Browser;
  appUrl: string;
  apiUrl: string;
  control: (path: string, body?: unknown) => Promise<unknown>;
};

const LATENCY_MS = 50;
/** Requests a minute the sandbox allows in the paced line, as a real service might. */
const RATE_PER_MINUTE = 600;
// Requests a form's loader has in flight at once (walkPages' default).
const IN_FLIGHT = 4;
const SEARCHES = 5;

const nf = new Intl.NumberFormat('en-US');

/** Every form's response count, and an e-mail address given in the account's first form. */
async function account(apiUrl: string) {
  const headers = { Authorization: `Bearer ${SANDBOX_KEYS.full}` };
  const forms = (await (await fetch(`${apiUrl}/forms?limit=500`, { headers })).json()) as {
    forms: { id: string }[];
  };
  const counts = await Promise.all(
    forms.forms.map(async (form) => {
      const list = (await (
        await fetch(`${apiUrl}/forms/${form.id}/submissions?limit=1&filter=all`, { headers })
      ).json()) as {
        total: number;
        questions: { id: string; type: string }[];
        submissions: { responses: Record<string, unknown> }[];
      };
      const email = list.questions.find((question) => question.type === 'EMAIL');
      return { total: list.total, email: email && list.submissions[0]?.responses[email.id] };
    }),
  );
  const emails = counts.flatMap((count) => (typeof count.email === 'string' ? [count.email] : []));
  return { forms: counts.length, counts: counts.map((count) => count.total), emails };
}

/**
 * The People page over an account-sized load (the sandbox's `account` scenario: 40 forms of
 * 2,500 responses, beside the seeded ones): loading every form at 50 ms latency, a search over
 * all of them, and the heap that holds them.
 */
export async function printPeopleLines({ browser, appUrl, apiUrl, control }: Options) {
  await printPacedLine({ browser, appUrl, apiUrl, control });
  await control('reset');
  await control('scenarios/account');
  const { forms, counts, emails } = await account(apiUrl);
  const responses = counts.reduce((sum, count) => sum + count, 0);
  const pages = counts.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / PAGE_SIZE)), 0);
  await control('faults', { latencyMs: LATENCY_MS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signInAt(page, appUrl, apiUrl);
    const started = Date.now();
    await page.goto(`${appUrl}/people`);
    await page.getByText(/^Every form loaded/).waitFor({ timeout: 600_000 });
    const loadMs = Date.now() - started;
    const bound = (pages * LATENCY_MS) / IN_FLIGHT;
    console.log(
      `people load: ${nf.format(responses)} responses in ${forms} forms at ${LATENCY_MS} ms latency: ` +
        `${nf.format(loadMs)} ms (bound ${nf.format(bound)} ms, ratio ${(loadMs / bound).toFixed(2)}; target <= 1.5)`,
    );

    // From pressing Find to the grouped results on screen, measured in the page.
    const box = page.getByLabel('E-mail address, phone number or name');
    const times: number[] = [];
    for (let run = 0; run < SEARCHES; run++) {
      // A different person each time, so that the results on screen must change.
      const email = emails[run % emails.length]!;
      await box.fill(email.toUpperCase());
      times.push(
        await page.evaluate(
          (wanted) =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              const button = [...document.querySelectorAll('button')].find(
                (element) => element.textContent === 'Find',
              )!;
              const observer = new MutationObserver(() => {
                const mark = document.querySelector(
                  'section[aria-labelledby^="person-form-"] mark',
                );
                if (mark?.textContent?.toLowerCase() !== wanted.toLowerCase()) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - start));
              });
              observer.observe(document.body, {
                childList: true,
                subtree: true,
                characterData: true,
              });
              button.click();
            }),
          email,
        ),
      );
    }
    console.log(
      `people search over ${nf.format(responses)}: median ${Math.round(median(times))} ms ` +
        `(${times.map(Math.round).join(', ')}; target <= 100 ms)`,
    );
    console.log(
      `people heap for ${nf.format(responses)} responses: ${(await heapMb(page)).toFixed(1)} MB (target <= 160 MB)`,
    );
  } finally {
    await page.close();
    await control('faults', {});
  }
}

/**
 * About 10,000 responses (the 10,000 form beside the seeded ones) under a rate limit of 600
 * requests a minute: the pacer should keep the load near pages ÷ rate, with no 429 after the
 * first (the first may be how the limit is learned).
 */
async function printPacedLine({ browser, appUrl, apiUrl, control }: Options) {
  await control('scenarios/large-submissions');
  const { counts } = await account(apiUrl);
  const responses = counts.reduce((sum, count) => sum + count, 0);
  const pages = counts.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / PAGE_SIZE)), 0);
  const rateLimit = (method: string, body?: unknown) =>
    fetch(`${apiUrl}/__sandbox/rate-limit`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let tooMany = 0;
  page.on('response', (response) => {
    if (response.status() === 429) tooMany += 1;
  });
  try {
    await signInAt(page, appUrl, apiUrl);
    await rateLimit('PUT', { limit: RATE_PER_MINUTE, windowMs: 60_000 });
    const started = Date.now();
    await page.goto(`${appUrl}/people`);
    await page.getByText(/^Every form loaded/).waitFor({ timeout: 600_000 });
    const loadMs = Date.now() - started;
    const bound = (pages / RATE_PER_MINUTE) * 60_000;
    console.log(
      `people load under ${RATE_PER_MINUTE} requests/min: ${nf.format(responses)} responses: ` +
        `${nf.format(loadMs)} ms (bound ${nf.format(bound)} ms, ratio ${(loadMs / bound).toFixed(2)}; ` +
        `target <= 1.15), ${tooMany} answered 429 (target: none after the first)`,
    );
  } finally {
    await rateLimit('DELETE');
    await page.close();
  }
}
