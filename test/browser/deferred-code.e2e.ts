import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { recordRequests } from './observe';
import { signIn } from './sign-in';

const FORM = 'Customer feedback 2026';

/** Holds back the app's own code file matching `file` until `release()`. */
function holdAsset(page: Page, file: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  void page.route(file, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

describe('code that arrives after the first screen', () => {
  const session = useBrowser();

  it('the account button is there at once; pressed before its menu arrives, the menu opens when it does', async () => {
    const { page } = session;
    const menuCode = holdAsset(page, /\/assets\/user-menu-[\w-]+\.js$/);
    await signIn(page);
    await menuCode.requested;
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    expect(await page.getByRole('menu').count()).toBe(0);

    menuCode.release();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await page.getByRole('menuitem', { name: 'Account details' }).waitFor();
  });

  it('a delete confirmation whose code cannot be downloaded says so, and nothing is deleted', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await page.route(/\/assets\/confirm-delete-body-[\w-]+\.js$/, (route) => route.abort());
    await signIn(page);
    await page.getByRole('button', { name: `Actions for ${FORM}` }).click();
    await page.getByRole('menuitem', { name: 'Delete form…' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Nothing was deleted' });
    await notice.getByText('The confirmation could not be downloaded').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('an export whose code cannot be downloaded says so, and no file is saved', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.route(/\/assets\/export-file-[\w-]+\.js$/, (route) => route.abort());
    await signIn(page);
    await page.getByRole('link', { name: FORM }).click();
    await page
      .getByRole('checkbox', { name: /^Select submission of/ })
      .first()
      .check();
    // "Export selected" needs the selection, also when the loaded responses took over the table
    // as the row was ticked.
    await page.getByText('1 selected').waitFor();

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export all as CSV' }).click();
    const failed = page.getByRole('dialog').getByRole('alert');
    await failed
      .getByText('Part of Formdeck that exports needs could not be downloaded.')
      .waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export selected as CSV' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Nothing was exported' });
    await notice
      .getByText('Part of Formdeck that exports needs could not be downloaded.')
      .waitFor();
    // No export request went out (the response set reads `filter=all` in the background).
    expect(
      traffic
        .api('GET', /\/submissions$/)
        .filter((r) => r.url.includes('limit=50') && !r.url.includes('filter=all')),
    ).toEqual([]);
    expect(downloads).toBe(0);
  });

  it('a page whose code is slow to download: "Still working…", then the page, then the notice goes', async () => {
    const { page } = session;
    const pageCode = holdAsset(page, /\/assets\/webhooks-page-[\w-]+\.js$/);
    await signIn(page);
    await page.getByRole('link', { name: FORM }).waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Still working…' });
    await notice.waitFor();

    pageCode.release();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await notice.waitFor({ state: 'detached' });
  });
});
