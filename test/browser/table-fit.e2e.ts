import { describe, expect, it } from 'vitest';
import { resetSandbox, screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

// What page tests cannot see (jsdom lays nothing out): how tall a row is, whether a header's
// badge fits in its cell.
describe('a table that fits', () => {
  const session = useBrowser();

  it('rows are compact, and the DELETED badge of a header is never clipped', async () => {
    const { page } = session;
    await resetSandbox();
    await signIn(page);
    await page.getByRole('link', { name: 'Event registration: Northwind Summit 2026' }).click();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();

    const rowHeights = await page
      .locator('table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(rowHeights.length).toBeGreaterThan(10);
    // One line of text and the row's buttons: it was 64 px.
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(44);

    const badges = await page.locator('table thead th').evaluateAll((headers) =>
      headers
        .filter((th) => th.textContent?.endsWith('deleted'))
        .map((th) => {
          const badge = [...th.querySelectorAll('*')].find(
            (element) => element.children.length === 0 && element.textContent === 'deleted',
          );
          const cell = th.getBoundingClientRect();
          const box = badge?.getBoundingClientRect();
          return {
            left: box?.left ?? -1,
            right: box?.right ?? Infinity,
            cellLeft: cell.left,
            cellRight: cell.right,
          };
        }),
    );
    expect(badges).toHaveLength(2);
    for (const badge of badges) {
      expect(badge.left).toBeGreaterThanOrEqual(badge.cellLeft);
      expect(badge.right).toBeLessThanOrEqual(badge.cellRight);
    }
    await screenshot(page, 'table-fit-compact');
  });
});
