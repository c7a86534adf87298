import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { screenshot, setFaults, useBrowser } from './browser';
import { callApi, recordRequests } from './observe';
import { signIn } from './sign-in';

const FORM = 'Customer feedback 2026';

describe('unreadable answers, a failed refresh, and no connection at all', () => {
  const session = useBrowser();

  for (const [what, body, contentType, message] of [
    ['a body that is not JSON', 'oops', 'text/html', 'with something that is not JSON'],
    ['a body of the wrong shape', '{"forms": 5}', 'application/json', 'in an unexpected shape'],
  ] as const) {
    it(`${what}: a clear error in place of the list, not a blank page; Retry recovers`, async () => {
      const { page } = session;
      const traffic = recordRequests(page);
      await setFaults({
        rules: [{ method: 'GET', path: '/forms', status: 200, body, contentType, times: 1 }],
      });
      await signIn(page);
      const alert = page.getByRole('alert').filter({ hasText: 'Could not load forms' });
      await alert.getByText(`The API answered ${message}.`).waitFor();
      await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      // Not retried: the same answer would come back.
      expect(traffic.api('GET', '/forms')).toHaveLength(1);
      await screenshot(
        page,
        `reliability-${contentType === 'text/html' ? 'not-json' : 'wrong-shape'}`,
      );

      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('link', { name: FORM }).waitFor();
      expect(await alert.count()).toBe(0);
      expect(traffic.deletes()).toHaveLength(0);
    });
  }

  it('a failed background refresh keeps the list on screen and says "Could not refresh"', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await page.clock.install();
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor();

    // The user reads the webhooks for a minute; meanwhile the API starts failing and a form
    // is deleted elsewhere.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.clock.fastForward('01:00');
    await setFaults({ rules: [{ method: 'GET', path: '/forms', status: 500 }] });
    await callApi('DELETE', `/forms/${SEED_FORM_IDS.newsletter}`);
    const newsletter = page.getByRole('link', { name: 'Newsletter signup', exact: true });

    // Back to Forms: the cached list shows at once, its refresh fails after the retries.
    const requestsBefore = traffic.api('GET', '/forms').length;
    await page.getByRole('link', { name: 'Forms', exact: true }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await page.getByRole('link', { name: FORM }).waitFor();
    const toast = page.getByRole('alert').filter({ hasText: 'Could not refresh' });
    await toast
      .getByText('Internal server error (HTTP 500). The data on screen may be out of date.')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'reliability-refresh-failed');
    expect(traffic.api('GET', '/forms').length - requestsBefore).toBe(4);
    expect(await page.getByRole('link', { name: FORM }).isVisible()).toBe(true);
    expect(await newsletter.count()).toBe(1);
    expect(await page.getByText('Could not load forms').count()).toBe(0);

    // The API is back; the next visit refreshes the list, and the deleted form goes.
    await setFaults({});
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Forms', exact: true }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await expect.poll(() => newsletter.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('link', { name: FORM }).waitFor();
    // Only the DELETE this test sent from outside the browser; none from the page.
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('offline: a banner says so and nothing breaks; back online, the page loads', async () => {
    const { page, context } = session;
    const traffic = recordRequests(page);
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor();
    // Once idle, the shell downloads the other pages, so they open offline too.
    const downloaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('webhooks-page')),
      );
    await expect.poll(downloaded, { timeout: 10_000 }).toBe(true);

    // The test's clock from here, so that the retries' waits can be run through at once.
    await page.clock.install();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    // Requests wait for the connection instead of failing, however long it takes.
    await page.clock.fastForward('00:30');
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'reliability-offline');

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a page whose code cannot be downloaded says so with a Reload button, never a blank page', async () => {
    const { page } = session;
    // E.g. a new version was deployed while the tab was open: the old file is gone.
    await page.route(/\/assets\/webhooks-page-/, (route) => route.abort());
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    // The shell stays usable.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forms' })
      .click();
    await page.getByRole('link', { name: FORM }).waitFor();
  });
});
