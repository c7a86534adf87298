import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { addScenario, appUrl, sandboxUrl, setFaults, useBrowser } from './browser';
import { apiSubmissions, count, openLoaded, shownIds } from './response-set-support';
import { signIn } from './sign-in';

const TOTAL = 10_000;
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

describe('loading a form’s responses, in Chromium', { timeout: 180_000 }, () => {
  const session = useBrowser();

  it('shows progress with Pause and Resume, waits out a 429 and loads every response', async () => {
    const { page } = session;
    const formId = await addScenario('large-submissions');
    // The set's requests, by page (the table's own first page asks for 25, not 50).
    const asked: number[] = [];
    const inFlight = new Set<Request>();
    const isSetPage = (request: Request) => {
      const url = new URL(request.url());
      return (
        request.method() === 'GET' &&
        url.pathname.endsWith(`/forms/${formId}/submissions`) &&
        url.searchParams.get('limit') === '50'
      );
    };
    page.on('request', (request) => {
      if (!isSetPage(request)) return;
      asked.push(Number(new URL(request.url()).searchParams.get('page')));
      inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    // The test's clock, so that a pause can be shown to last without waiting for it.
    await page.clock.install();
    await signIn(page, { remember: true });
    await setFaults({
      latencyMs: 80,
      rules: [
        { method: 'GET', path: '/submissions', page: 20, status: 429, retryAfter: '2', times: 1 },
      ],
    });
    await page.goto(`${appUrl()}/forms/${formId}/submissions?filter=all`);

    const status = page.getByRole('status').filter({ hasText: /loaded|Loading|Rate limited/ });
    await status.filter({ hasText: /^Rate limited — resuming in [12] s/ }).waitFor();
    await status.filter({ hasText: /^Loading responses: [\d,]+ of 10,000/ }).waitFor();
    await page.getByRole('button', { name: 'Pause' }).click();
    await status.filter({ hasText: /^Paused: [\d,]+ of 10,000 responses loaded/ }).waitFor();
    // What was in flight lands; then nothing more is asked for while paused.
    await expect.poll(() => inFlight.size).toBe(0);
    // Every page asked for has landed and is counted.
    const landed = `Paused: ${count(new Set(asked).size * 50)} of 10,000 responses loaded`;
    await expect.poll(() => status.textContent()).toBe(landed);
    const whenPaused = await status.textContent();
    const askedWhenPaused = asked.length;
    await page.clock.fastForward('00:30');
    expect(await status.textContent()).toBe(whenPaused);
    expect(inFlight.size).toBe(0);
    expect(asked).toHaveLength(askedWhenPaused);

    await page.getByRole('button', { name: 'Resume' }).click();
    await status
      .filter({ hasText: `All ${count(TOTAL)} responses loaded` })
      .waitFor({ timeout: 60_000 });
    // The page that was answered 429 was asked again, once; every page was asked for.
    expect(asked.filter((n) => n === 20)).toHaveLength(2);
    expect(new Set(asked).size).toBe(TOTAL / 50);
  });

  it('an under-reported total still loads every response', async () => {
    const { page } = session;
    const formId = await addScenario('large-submissions');
    await signIn(page, { remember: true });
    await setFaults({ rules: [{ method: 'GET', path: '/submissions', total: 120 }] });
    // Paging ends by has_next, not by the total the API claims.
    await openLoaded(page, formId, TOTAL);
  });

  it('finds new responses on Refresh and shows them when asked', async () => {
    const { page } = session;
    await signIn(page, { remember: true });
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    const status = page.getByRole('status').filter({ hasText: /^All [\d,]+ responses loaded/ });
    await status.waitFor({ timeout: 60_000 });
    const held = Number((await status.textContent())?.match(/[\d,]+/)?.[0]?.replace(/,/g, ''));
    const formId = /forms\/([^/]+)\/submissions/.exec(page.url())![1]!;
    const response = await fetch(`${sandboxUrl()}/__sandbox/forms/${formId}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 3, partial: 0 }),
    });
    const { ids } = (await response.json()) as { ids: string[] };
    const firstBefore = (await shownIds(page))[0];

    await page.getByRole('button', { name: 'Refresh' }).click();
    const showNew = page.getByRole('button', { name: '3 new responses' });
    await showNew.waitFor();
    // Found, not yet shown: the user's place is kept until they ask.
    expect((await shownIds(page))[0]).toBe(firstBefore);
    await showNew.click();
    await eventually(async () => (await shownIds(page)).slice(0, 3)).toEqual(ids);
    await page
      .getByRole('status')
      .filter({ hasText: `All ${count(held + 3)} responses loaded` })
      .waitFor();
    const api = await apiSubmissions(formId);
    expect(api.rows.slice(0, 3).map((row) => row.id)).toEqual(ids);
  });
});
