import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signIn } from './sign-in';

describe('scroll position across navigation', () => {
  const session = useBrowser();

  it('a link opens the next page at its top; Back returns to where the user was', async () => {
    const { page } = session;
    // Short enough that the forms list scrolls.
    await page.setViewportSize({ width: 390, height: 500 });
    await signIn(page);
    const link = page.getByRole('link', { name: 'Support ticket intake' });
    await link.waitFor();
    // Its response counts read: the list has its final height.
    await expect
      .poll(() => page.getByLabel('Loading', { exact: true }).count(), { timeout: 20_000 })
      .toBe(0);
    // Down the list to the form, as a user scrolls to it before the click.
    await link.scrollIntoViewIfNeeded();
    const listPosition = await page.evaluate(() => window.scrollY);
    expect(listPosition).toBeGreaterThan(100);

    await link.click();
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await link.waitFor();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 })
      .toBe(listPosition);
  });
});
