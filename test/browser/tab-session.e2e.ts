import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { appUrl, setFaults, useBrowser } from './browser';
import { signIn } from './sign-in';

const storedKeys = () => JSON.stringify({ ...window.sessionStorage, ...window.localStorage });
const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu for/ });

/** A second tab of the same browser, opened on `path` as a pasted link or a middle click does. */
async function openTab(page: Page, path: string) {
  const tab = await page.context().newPage();
  await tab.goto(`${appUrl()}${path}`);
  return tab;
}

describe('one session across the tabs of a browser', () => {
  const session = useBrowser();

  it('a new tab opened from a signed-in tab is signed in, on the page it was opened on', async () => {
    const { page } = session;
    await signIn(page);
    const path = `/forms/${SEED_FORM_IDS.supportIntake}/submissions?filter=all`;
    const tab = await openTab(page, path);
    await tab.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    await accountMenu(tab).waitFor();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(path);
    // Handed over in memory: the key is in neither tab's storage (Remember was not ticked).
    expect(await tab.evaluate(storedKeys)).not.toContain(SANDBOX_KEYS.full);
    expect(await page.evaluate(storedKeys)).not.toContain(SANDBOX_KEYS.full);
    await tab.close();
  });

  it('"Remember" follows the key to the new tab; without another tab, key entry as before', async () => {
    const { page } = session;
    await signIn(page, { remember: true });
    const tab = await openTab(page, '/account');
    await tab.getByText('Yes, until this tab is closed').waitFor();
    await tab.close();

    // A browser with no Formdeck tab signed in: the key-entry screen.
    const other = await page.context().browser()!.newContext();
    const alone = await other.newPage();
    await alone.goto(`${appUrl()}/forms`);
    await alone.getByLabel('API key').waitFor();
    expect(new URL(alone.url()).searchParams.get('next')).toBe('/forms');
    await other.close();
  });

  it('with no tab signed in, a new tab shows the key entry without asking the others', async () => {
    const { page } = session;
    // A Formdeck tab that is signed out, listening on the tabs' channel.
    await page.goto(`${appUrl()}/sign-in`);
    await page.getByLabel('API key').waitFor();
    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      new BroadcastChannel('formdeck.session').onmessage = (event) => heard.push(event.data);
    });
    const tab = await openTab(page, '/forms');
    await tab.getByLabel('API key').waitFor();
    expect(new URL(tab.url()).searchParams.get('next')).toBe('/forms');
    // An ask would have been sent before the key entry showed (it waits for an answer first).
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual(
      [],
    );

    // Signed in here: a tab opened now asks, and is answered.
    await signIn(page);
    const third = await openTab(page, '/forms');
    await accountMenu(third).waitFor();
  });

  it('signing out in one tab signs every tab out', async () => {
    const { page } = session;
    await signIn(page);
    const tab = await openTab(page, '/webhooks');
    await accountMenu(tab).click();
    await tab.getByRole('menuitem', { name: 'Sign out' }).click();
    await tab.getByLabel('API key').waitFor();
    await page.getByText('You are signed out.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    // A tab opened now finds no one signed in.
    const third = await openTab(page, '/forms');
    await third.getByLabel('API key').waitFor();
  });

  it('a 401 in one tab signs every tab out', async () => {
    const { page } = session;
    await signIn(page);
    await page.getByRole('link', { name: 'Support ticket intake' }).waitFor();
    const tab = await openTab(page, '/forms');
    await accountMenu(tab).waitFor();
    // Both tabs' forms pages have read their response counts: the fault below is met only where
    // the test says, by the link opened in the new tab.
    for (const each of [page, tab]) {
      await expect
        .poll(() => each.getByLabel('Loading', { exact: true }).count(), { timeout: 20_000 })
        .toBe(0);
    }

    await setFaults({ rules: [{ method: 'GET', path: '/submissions', status: 401 }] });
    // Opening the form reads its submissions and meets the fault. A background read of either
    // tab (a count refreshed as a tab comes to the front) may meet it first and sign both out
    // before the click: either way one tab's 401 must sign every tab out.
    await tab
      .getByRole('link', { name: 'Support ticket intake' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await tab.getByText('The API no longer accepts this key (401 Unauthorized)').waitFor();
    await page.getByText('The API no longer accepts this key (401 Unauthorized)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('the in-browser sandbox follows the key into a new tab', async () => {
    const { page } = session;
    await page.goto(`${appUrl()}/`);
    await page.getByRole('button', { name: 'Use the sandbox' }).click();
    await accountMenu(page).waitFor();
    const tab = await openTab(page, '/forms');
    await tab.getByRole('link', { name: 'Support ticket intake' }).waitFor();
    expect(await tab.getByText('Sandbox', { exact: true }).count()).toBeGreaterThan(0);
  });
});
