import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contract/list-queries';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { addScenario, screenshot, setFaults, useBrowser } from './browser';
import { recordRequests, runPageClock, type SeenRequest } from './observe';
import { signIn } from './sign-in';

// An API that misbehaves (issue 27): 429 storms, lists that never end, a dialog closed while its
// deletes run, and a page of 500 forms.

const formId = SEED_FORM_IDS.eventRegistration;
const isFormRead = (request: SeenRequest) =>
  request.method === 'GET' &&
  new URL(request.url).pathname.endsWith(`/forms/${formId}/submissions`);
/** The response set's loader reads full pages: the table's own first read asks for fewer. */
const isLoaderRead = (request: SeenRequest) =>
  isFormRead(request) &&
  new URL(request.url).searchParams.get('limit') === String(LIMITS.submissions.max);

describe('a 429 storm on every full page of a form', () => {
  const session = useBrowser();

  it('Retry-After: 0 waits at least 1 s, growing: a handful of requests in 15 s', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await setFaults({ rules: [{ path: '/submissions', status: 429, retryAfter: '0' }] });
    await signIn(page, { path: `/forms/${formId}/submissions` });
    const reads = () => traffic.seen.filter(isFormRead);
    // The table's first page (React Query: three retries), then the response set's loader.
    await expect.poll(() => traffic.seen.filter(isLoaderRead).length, { timeout: 30_000 }).toBe(2);
    const gaps = (list: SeenRequest[]) =>
      list.slice(1).map((request, i) => request.at - list[i]!.at);
    // Before the fix these came about 18 ms apart (841 in 15 s): now never less than the floor.
    const queries = new Set(reads().map((request) => new URL(request.url).search));
    for (const query of queries) {
      const same = reads().filter((request) => new URL(request.url).search === query);
      for (const gap of gaps(same)) expect(gap).toBeGreaterThanOrEqual(900);
    }
    const start = reads()[0]!.at;
    expect(reads().filter((request) => request.at - start < 15_000).length).toBeLessThanOrEqual(8);
    await page.getByText(/Rate limited — resuming in [1-4] s/).waitFor();
  });

  for (const retryAfter of ['2147484', 'Fri, 31 Dec 9999 23:59:59 GMT']) {
    it(`Retry-After: ${retryAfter} is past the ceiling: the wait is shown and Resume offered`, async () => {
      const { page } = session;
      const traffic = recordRequests(page);
      await setFaults({ rules: [{ path: '/submissions', status: 429, retryAfter }] });
      await page.clock.install();
      await signIn(page, { path: `/forms/${formId}/submissions` });
      const status = page.getByRole('status').filter({ hasText: /too many requests/ });
      await status.getByText(/Wait (25|\d{3}|more than 1,000) days/).waitFor();
      await screenshot(page, 'reliability-429-past-ceiling');
      const resume = page.getByRole('button', { name: 'Resume' });
      await resume.waitFor();
      // A timer of 2^31 ms or more fires at once (the page's clock does the same): here nothing
      // is sent until Resume, not even after the longest wait taken unasked (60 s).
      await runPageClock(page, '02:00');
      expect(traffic.seen.filter(isLoaderRead)).toHaveLength(1);
      await resume.click();
      await expect.poll(() => traffic.seen.filter(isLoaderRead).length).toBe(2);
    });
  }
});

describe('a list that says there is more for ever', () => {
  const session = useBrowser();

  for (const order of ['empty', 'repeat-previous'] as const) {
    it(`has_next always true with ${order} pages: loading stops and says why`, async () => {
      const { page } = session;
      const traffic = recordRequests(page);
      await setFaults({ rules: [{ path: '/submissions', hasNext: true, order }] });
      await signIn(page, { path: `/forms/${formId}/submissions` });
      await page.getByText(/The API's list is inconsistent/).waitFor();
      // Before the fix: 803 requests in 10 s, never ending.
      expect(traffic.seen.filter(isLoaderRead).length).toBeLessThanOrEqual(8);
      await page.getByRole('button', { name: 'Try again' }).waitFor();
    });
  }
});

describe('a bulk delete whose dialog the user tries to close while it runs', () => {
  const session = useBrowser();

  for (const how of ['Escape', 'a click outside'] as const) {
    it(`${how} neither closes it nor sends any DELETE twice`, async () => {
      const { page } = session;
      const traffic = recordRequests(page);
      await signIn(page, { path: `/forms/${SEED_FORM_IDS.supportIntake}/submissions?limit=10` });
      await page.getByRole('checkbox', { name: /^Select all submissions/ }).check();
      await page.getByText('10 selected').waitFor();
      await setFaults({ rules: [{ method: 'DELETE', latencyMs: 300 }] });
      await page.getByRole('button', { name: 'Delete selected' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete 10 submissions?' });
      await dialog.getByRole('button', { name: 'Delete 10 submissions' }).click();
      await expect.poll(() => traffic.deletes().length).toBeGreaterThanOrEqual(1);

      if (how === 'Escape') await page.keyboard.press('Escape');
      else await page.mouse.click(5, 5);
      // The progress stays in view, and what is being deleted is no longer selected.
      await dialog.getByText(/Deleted \d+ of 10/).waitFor();
      expect(await page.getByText(/\d+ selected$/).count()).toBe(0);

      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      const ids = traffic.deletes().map((request) => request.url);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });
  }
});

describe('500 forms on one page', () => {
  const session = useBrowser();

  it('fills every count with one read each', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await addScenario('many-forms');
    await signIn(page, { path: '/forms?limit=500' });
    await page
      .getByRole('link', { name: /^Many forms \d+$/ })
      .first()
      .waitFor();
    const countReads = () =>
      traffic.seen.filter((request) => new URL(request.url).searchParams.get('limit') === '1');
    // How long they take and the longest task meanwhile: `npm run bench -- --forms`.
    await expect
      .poll(() => page.locator('tbody .mantine-Skeleton-root').count(), {
        timeout: 120_000,
        interval: 500,
      })
      .toBe(0);
    expect(countReads()).toHaveLength(500);
    expect(new Set(countReads().map((request) => request.url)).size).toBe(500);
  }, 150_000);
});
