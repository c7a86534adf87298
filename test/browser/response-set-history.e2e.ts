import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { useBrowser } from './browser';
import { matchCount, openLoaded, searchFor, shownIds } from './response-set-support';
import { signIn } from './sign-in';

const RATING = 'How satisfied are you with Northwind overall?';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search responses' });
const sortedBy = (page: Page) =>
  page
    .locator('th[aria-sort="ascending"]')
    .count()
    .then((n) => n > 0);
const matching = (page: Page) => page.getByText(/responses match/).count();
const settled = (page: Page) => page.locator('table[aria-busy="false"]').waitFor();

describe('a view in the browser history, in Chromium', () => {
  const session = useBrowser();

  it('Back and Forward step through a search and the sort made after it', async () => {
    const { page } = session;
    await signIn(page, { remember: true });
    await openLoaded(page, SEED_FORM_IDS.customerFeedback, 340);
    const unsearched = await shownIds(page);

    await searchFor(page, 'dark mode');
    await expect.poll(() => matchCount(page)).toMatchObject({ m: 340 });
    const found = await matchCount(page);
    expect(found.n).toBeGreaterThan(0);
    expect(found.n).toBeLessThan(340);
    await settled(page);
    const searched = await shownIds(page);
    await page.getByRole('button', { name: `${RATING}: sort ascending` }).click();
    await expect.poll(() => sortedBy(page)).toBe(true);

    // Back: the search as it was, unsorted.
    await page.goBack();
    await expect.poll(() => sortedBy(page)).toBe(false);
    await settled(page);
    expect(await matchCount(page)).toEqual(found);
    expect(await searchBox(page).inputValue()).toBe('dark mode');
    expect(await shownIds(page)).toEqual(searched);

    // Back again: before the search.
    await page.goBack();
    await expect.poll(() => matching(page)).toBe(0);
    await settled(page);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await shownIds(page)).toEqual(unsearched);

    // Forward: the search again.
    await page.goForward();
    await expect.poll(() => searchBox(page).inputValue()).toBe('dark mode');
    await expect.poll(() => matchCount(page)).toEqual(found);
  });
});
