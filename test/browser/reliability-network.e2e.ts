import { describe, expect, it } from 'vitest';
import { screenshot, setFaults, useBrowser } from './browser';
import { recordRequests } from './observe';
import { signIn } from './sign-in';

const FORM = 'Customer feedback 2026';

describe('slow, refused and rate-limited reads', () => {
  const session = useBrowser();

  it('429 without Retry-After: backs off and retries until the forms show', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await setFaults({ rules: [{ method: 'GET', path: '/forms', status: 429, times: 2 }] });
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor();
    expect(traffic.api('GET', '/forms')).toHaveLength(3);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('429 with Retry-After: each retry waits as long as the API asked', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await setFaults({
      rules: [
        { method: 'GET', path: '/forms', status: 429, retryAfter: '1', times: 1 },
        // Longer than any backoff of a second attempt (at most 2 s): only Retry-After explains it.
        { method: 'GET', path: '/forms', status: 429, retryAfter: '3', times: 1 },
      ],
    });
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor({ timeout: 15_000 });
    const [first, second, third] = traffic.api('GET', '/forms').map((request) => request.at);
    expect(traffic.api('GET', '/forms')).toHaveLength(3);
    const waits = [second! - first!, third! - second!];
    expect(waits[0]).toBeGreaterThanOrEqual(950);
    expect(waits[0]).toBeLessThan(2000);
    expect(waits[1]).toBeGreaterThanOrEqual(2950);
    expect(waits[1]).toBeLessThan(4500);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a dropped connection on first load: an error with Retry after the retries; Retry recovers', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await setFaults({ rules: [{ method: 'GET', path: '/forms', drop: true }] });
    await signIn(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load forms' });
    await alert.waitFor({ timeout: 20_000 });
    await alert.getByText('The API could not be reached.').waitFor();
    // The first attempt and three retries, no more.
    expect(traffic.api('GET', '/forms')).toHaveLength(4);
    // Not a blank page: the shell and the heading are still there.
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshot(page, 'reliability-dropped-connection');

    await setFaults({});
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: FORM }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a 10-second response: "Still working…" appears, then the data, then the notice goes', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    // Straight to the webhooks page: the forms list also reads the webhooks (for its Webhooks
    // column), and the webhooks page would show that read's result at once.
    await setFaults({ rules: [{ method: 'GET', path: '/webhooks', latencyMs: 10_000 }] });
    const started = Date.now();
    await signIn(page, { path: '/webhooks' });
    const notice = page.getByRole('status').filter({ hasText: 'Still working…' });
    await notice.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    // Still loading: no rows yet, and no error.
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'reliability-slow-response');

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9500);
    await notice.waitFor({ state: 'detached' });
    expect(traffic.deletes()).toHaveLength(0);
  });
});
